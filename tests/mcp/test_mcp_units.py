"""`keel.mcp` without a server: specs, the hints-to-policy mapping, schemas, results.

The schemas below are the kind real servers send (the SDK's server API writes most of them
from Pydantic models: ``$defs``, ``$ref``, ``anyOf`` with null, enums, defaults); results are
built with the SDK's own types.
"""

from __future__ import annotations

import itertools
import math
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from mcp.types import (
    CallToolResult,
    EmbeddedResource,
    ImageContent,
    ResourceLink,
    TextContent,
    TextResourceContents,
    ToolAnnotations,
)
from pydantic import ValidationError

from keel import MCPToolError, Tool, UserError
from keel.errors import describe_validation
from keel.mcp.hints import HINT_DEFAULTS, Hints, map_tool
from keel.mcp.results import result_data
from keel.mcp.schema import arguments_model
from keel.mcp.spec import MCPServer, ToolOverride, derive_name
from keel.mcp.toolset import MCPTools

ROOT = Path(__file__).resolve().parents[2]

# --- server specs ---------------------------------------------------------------------------


def test_a_command_line_is_split_like_a_shell_would():
    server = MCPServer.parse("python -m mcp_server_time --local-timezone 'Europe/Paris'")
    assert server.command == ("python", "-m", "mcp_server_time", "--local-timezone", "Europe/Paris")
    assert server.url is None
    assert server.default_name() == "time"


def test_a_name_and_a_url():
    named = MCPServer.parse("clock=uvx mcp-server-time")
    assert (named.name, named.command) == ("clock", ("uvx", "mcp-server-time"))
    url = MCPServer.parse("https://example.com/mcp?x=1")
    assert (url.url, url.name, url.default_name()) == ("https://example.com/mcp?x=1", None, None)
    assert MCPServer.parse("api=http://127.0.0.1:9/mcp").name == "api"


@pytest.mark.parametrize(
    "text",
    ["", "   ", "name=", "ftp://example.com/mcp", "x.y=python -m a", "python 'unclosed"],
)
def test_bad_servers_are_user_errors(text: str):
    with pytest.raises(UserError):
        MCPServer.parse(text)


def test_a_spec_needs_exactly_one_of_command_and_url():
    with pytest.raises(UserError, match="exactly one"):
        MCPServer()
    with pytest.raises(UserError, match="exactly one"):
        MCPServer(command=["a"], url="http://x/mcp")
    with pytest.raises(UserError, match="timeout_seconds"):
        MCPServer(command=["a"], timeout_seconds=0)
    with pytest.raises(UserError, match="approve"):
        MCPServer(command=["a"], approve=["writes"])


@pytest.mark.parametrize(
    ("command", "name"),
    [
        (["python", "-m", "mcp_server_time"], "time"),
        (["/usr/bin/python3.11", "-m", "mcp_server_fetch.main"], "fetch"),
        (["uvx", "mcp-server-time"], "time"),
        (["mcp-server-time", "--local-timezone", "UTC"], "time"),
        (["npx", "-y", "@modelcontextprotocol/server-filesystem", "/tmp"], "filesystem"),
        (["npx", "-y", "@scope/weather-mcp@1.2.0"], "weather"),
        (["node", "build/index.js"], "index"),
        (["docker", "run", "-i", "--rm", "mcp/time"], "time"),
        (["uv", "run", "my-tools-server"], "my-tools"),
        (["python"], "mcp"),
        (["./9lives.py"], "_9lives"),
    ],
)
def test_default_names_come_from_the_command(command: list[str], name: str):
    assert derive_name(command) == name


def test_what_a_run_keeps_of_a_server_leaves_secrets_out(tmp_path):
    server = MCPServer(
        command="python -m mcp_server_time",
        name="time",
        cwd=str(tmp_path),
        env={"TOKEN": "secret"},
        headers={"Authorization": "Bearer secret"},
    )
    kept = server.to_json()
    assert kept == {
        "name": "time",
        "command": ["python", "-m", "mcp_server_time"],
        "cwd": str(tmp_path),
    }
    assert "secret" not in repr(kept)
    again = MCPServer.from_json(kept, inherit_env=True)
    assert (again.command, again.name, again.cwd, again.inherit_env) == (
        server.command,
        "time",
        str(tmp_path),
        True,
    )
    assert MCPServer.from_json({"name": "x", "url": "http://h/mcp"}).url == "http://h/mcp"
    with pytest.raises(UserError):
        MCPServer.from_json({"command": "python -m x"})


# --- annotations as policy --------------------------------------------------------------


def effects_of(**hints: bool | None) -> str:
    return Hints.of(ToolAnnotations(**hints)).effects()


def test_an_unannotated_tool_is_a_destructive_open_world_side_effect():
    mapped = map_tool(Hints.of(None), override=None, approve={"destructive"}, timeout_seconds=30)
    assert (mapped.effects, mapped.idempotent, mapped.requires_approval) == (
        "destructive",
        False,
        True,
    )
    assert Hints().effective() == HINT_DEFAULTS


@pytest.mark.parametrize(
    ("read_only", "destructive", "open_world", "expected"),
    [
        (True, None, False, "read"),
        (True, None, None, "network_read"),  # open world by default
        (True, True, True, "network_read"),  # destructive means nothing for a read
        (False, None, None, "destructive"),  # destructive by default
        (False, False, None, "external"),  # open world by default
        (False, False, True, "external"),
        (False, False, False, "write"),
        (None, False, False, "write"),
        (None, True, False, "destructive"),
    ],
)
def test_hints_map_to_effects(read_only, destructive, open_world, expected):
    hints = {"read_only_hint": read_only, "destructive_hint": destructive}
    assert effects_of(**hints, open_world_hint=open_world) == expected


def test_every_combination_of_hints_maps_to_one_effect():
    values = (None, True, False)
    for combo in itertools.product(values, repeat=4):
        hints = Hints(*combo)
        effects = hints.effects()
        read_only = bool(combo[0])
        assert (effects in {"read", "network_read"}) == read_only


def test_idempotent_hint_and_approval_defaults():
    hints = Hints(read_only=False, destructive=False, idempotent=True, open_world=False)
    mapped = map_tool(hints, override=None, approve={"write", "external"}, timeout_seconds=7)
    assert (mapped.effects, mapped.idempotent, mapped.requires_approval) == ("write", True, True)
    assert mapped.timeout_seconds == 7
    reading = map_tool(Hints(read_only=True), override=None, approve={"write"}, timeout_seconds=7)
    assert reading.requires_approval is False
    assert reading.side_effects is False


def test_an_override_wins_over_each_hint():
    def predicate(args: Any) -> bool:
        return True

    override = ToolOverride(
        effects="read", idempotent=True, requires_approval=predicate, timeout_seconds=2.5
    )
    mapped = map_tool(Hints(), override=override, approve={"destructive"}, timeout_seconds=30)
    assert (mapped.effects, mapped.idempotent, mapped.requires_approval) == (
        "read",
        True,
        predicate,
    )
    assert mapped.timeout_seconds == 2.5
    assert mapped.overridden == ("effects", "idempotent", "requires_approval", "timeout_seconds")
    partial = map_tool(
        Hints(),
        override=ToolOverride(requires_approval=False),
        approve={"destructive"},
        timeout_seconds=30,
    )
    assert (partial.effects, partial.requires_approval) == ("destructive", False)


def test_an_override_checks_its_values():
    with pytest.raises(UserError, match="unknown effects"):
        ToolOverride(effects="writes")  # type: ignore[arg-type]
    with pytest.raises(UserError, match="timeout_seconds"):
        ToolOverride(timeout_seconds=-1)


# --- input schemas ----------------------------------------------------------------------------

SHAPES: dict[str, Any] = {
    "type": "object",
    "$defs": {
        "Address": {
            "type": "object",
            "properties": {
                "street": {"type": "string"},
                "number": {"type": "integer", "minimum": 1},
            },
            "required": ["street", "number"],
            "additionalProperties": False,
        },
        "Colour": {"enum": ["red", "green"], "type": "string"},
    },
    "properties": {
        "name": {"type": "string", "description": "Who."},
        "count": {"type": "integer"},
        "ratio": {"type": "number", "default": 0.5},
        "colour": {"$ref": "#/$defs/Colour"},
        "address": {"$ref": "#/$defs/Address"},
        "tags": {"anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}]},
        "mode": {"enum": ["fast", "slow"], "default": "fast"},
        "limit": {"type": "integer"},
        "code": {"type": "string", "pattern": "^[A-Z]{3}$"},
        "class": {"type": "string"},
        "extra": {"type": "object", "additionalProperties": {"type": "integer"}},
        "either": {"oneOf": [{"type": "string"}, {"type": "integer"}]},
        "odd": {"not": {"type": "string"}},
    },
    "required": ["name", "count", "colour", "address"],
}
GOOD = {"name": "n", "count": 3, "colour": "red", "address": {"street": "Main", "number": 2}}


@pytest.fixture(scope="module")
def shapes() -> type:
    model = arguments_model("srv__shapes", SHAPES)
    # What keel does with it: a Tool closes and checks the model.
    return Tool(
        name="srv__shapes", description="d", args_model=model, handler=lambda a: a
    ).args_model


def refusal(model: type, arguments: dict[str, Any]) -> str:
    with pytest.raises(ValidationError) as caught:
        model.model_validate(arguments)
    return describe_validation(caught.value, "<arguments>")


def test_valid_arguments_keep_their_types_and_defaults(shapes):
    args = shapes.model_validate({**GOOD, "ratio": 2, "class": "c", "either": 5})
    sent = args.model_dump(mode="json")
    assert sent == {
        "name": "n",
        "count": 3,
        "ratio": 2,  # an integer stays one
        "colour": "red",
        "address": {"street": "Main", "number": 2},
        "mode": "fast",
        "class": "c",  # a keyword, held under another field name, sent under its own
        "either": 5,
    }
    assert shapes.model_validate(sent).model_dump(mode="json") == sent  # recovery re-validates


def test_optional_arguments_left_out_are_not_sent_as_null(shapes):
    sent = shapes.model_validate(GOOD).model_dump(mode="json")
    assert "limit" not in sent
    assert "tags" not in sent


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"count": "3"}, "count: '3' is not of type 'integer'"),
        ({"count": True}, "count: True is not of type 'integer'"),
        ({"ratio": "0.5"}, "ratio: '0.5' is not of type 'number'"),
        ({"colour": "blue"}, "colour: 'blue' is not one of ['red', 'green']"),
        ({"mode": "medium"}, "mode: 'medium' is not one of ['fast', 'slow']"),
        ({"address": {"street": "Main", "number": 0}}, "address.number: 0 is less than"),
        ({"address": {"street": "Main", "number": 1, "x": 1}}, "Additional properties"),
        ({"code": "abcd"}, "code: 'abcd' does not match"),
        ({"limit": None}, "limit: None is not of type 'integer'"),
        ({"extra": {"a": "b"}}, "extra.a: 'b' is not of type 'integer'"),
        ({"either": 1.5}, "either: 1.5 is not valid under any of the given schemas"),
        ({"odd": "text"}, "odd: 'text' should not be valid"),
    ],
)
def test_junk_is_refused_with_the_schema_s_reason(shapes, change, message):
    assert message in refusal(shapes, {**GOOD, **change})


def test_unknown_and_missing_arguments_are_refused(shapes):
    refused = refusal(shapes, {**GOOD, "surprise": 1})  # named with what the tool takes
    assert "surprise: not an argument of this tool (it takes name, count, ratio," in refused
    missing = {k: v for k, v in GOOD.items() if k != "name"}
    assert "'name' is a required property" in refusal(shapes, missing)


def test_unknown_arguments_are_refused_even_where_the_schema_allows_them():
    model = arguments_model("t", {"type": "object", "additionalProperties": True})
    assert "x: not an argument of this tool (it takes no arguments)" in refusal(model, {"x": 1})
    assert model.model_validate({}).model_dump(mode="json") == {}


def test_the_model_is_shown_the_server_s_schema_closed_at_the_top(shapes):
    shown = shapes.model_json_schema()
    assert shown["properties"]["name"] == {"type": "string", "description": "Who."}
    assert shown["properties"]["colour"] == {"$ref": "#/$defs/Colour"}
    assert shown["$defs"] == SHAPES["$defs"]
    assert shown["additionalProperties"] is False
    assert shown["required"] == SHAPES["required"]


def test_fields_are_typed_where_python_can_type_them(shapes):
    fields = shapes.model_fields
    assert fields["name"].annotation is str
    assert fields["name"].description == "Who."
    assert fields["address"].annotation.model_fields["number"].annotation is int
    assert str(fields["colour"].annotation) == "typing.Literal['red', 'green']"
    assert fields["arg_9"].alias == "class"
    assert str(fields["odd"].annotation) == "typing.Optional[typing.Any]"


def test_recursive_references_are_checked_by_the_schema():
    tree = {
        "type": "object",
        "$defs": {
            "Node": {
                "type": "object",
                "properties": {
                    "value": {"type": "integer"},
                    "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}},
                },
                "required": ["value"],
            }
        },
        "properties": {"root": {"$ref": "#/$defs/Node"}},
        "required": ["root"],
    }
    model = arguments_model("tree", tree)
    good = {"root": {"value": 1, "children": [{"value": 2, "children": [{"value": 3}]}]}}
    assert model.model_validate(good).model_dump(mode="json") == good
    bad = {"root": {"value": 1, "children": [{"value": 2, "children": [{"value": "x"}]}]}}
    assert "root.children.0.children.0.value: 'x' is not of type 'integer'" in refusal(model, bad)


def test_an_empty_schema_takes_no_arguments():
    model = arguments_model("t", {"type": "object"})
    assert model.model_validate({}).model_dump(mode="json") == {}
    assert "x: not an argument" in refusal(model, {"x": 1})


@pytest.mark.parametrize(
    ("schema", "reason"),
    [
        ({"type": "string"}, "not an object"),
        ({"type": "object", "properties": {"a": {"type": "strin"}}}, "not valid JSON Schema"),
        ({"type": "object", "required": "a"}, "not valid JSON Schema"),
        ([1, 2], "not a JSON object"),
    ],
)
def test_an_unusable_schema_is_refused(schema, reason):
    with pytest.raises(ValueError, match=reason):
        arguments_model("t", schema)


def test_a_schema_never_reaches_out_for_a_reference_outside_it():
    remote = {"type": "object", "properties": {"a": {"$ref": "https://example.invalid/a.json"}}}
    with pytest.raises(ValueError, match="keel fetches nothing"):
        arguments_model("t", remote)
    dangling = {"type": "object", "properties": {"a": {"$ref": "#/$defs/Missing"}}}
    with pytest.raises(ValueError, match="#/\\$defs/Missing"):
        arguments_model("t", dangling)


def test_an_explicit_null_goes_through_where_the_schema_allows_it(shapes):
    sent = shapes.model_validate({**GOOD, "tags": None}).model_dump(mode="json")
    assert sent["tags"] is None


# --- results ----------------------------------------------------------------------------------


def test_structured_content_is_the_result():
    result = CallToolResult(
        content=[TextContent(text='{"a": 1}')], structured_content={"a": 1}, is_error=False
    )
    assert result_data(result) == {"a": 1}


def test_text_content_is_the_result_without_structured_content():
    one = CallToolResult(content=[TextContent(text="hello")])
    assert result_data(one) == "hello"
    many = CallToolResult(
        content=[
            TextContent(text="first"),
            ImageContent(data="aGVsbG8=", mime_type="image/png"),
            EmbeddedResource(
                resource=TextResourceContents(uri="file:///a.txt", text="inside", mime_type=None)
            ),
            ResourceLink(uri="file:///b.txt", name="b"),
        ]
    )
    assert result_data(many) == (
        "first\n\n[image: image/png, about 6 bytes, not shown]\n\ninside\n\n"
        "[resource link: file:///b.txt (b)]"
    )


def test_is_error_is_a_tool_error_with_the_server_s_words():
    result = CallToolResult(content=[TextContent(text="no such city")], is_error=True)
    with pytest.raises(MCPToolError, match="no such city"):
        result_data(result)
    with pytest.raises(MCPToolError, match="without a message"):
        result_data(CallToolResult(content=[], is_error=True))


# --- tool names -------------------------------------------------------------------------------


def test_tool_names_keep_to_what_every_provider_accepts():
    tools = MCPTools([MCPServer(command="x", name="srv")])
    taken: set[str] = set()
    assert tools._tool_name("srv", "get_time", taken) == "srv__get_time"
    assert tools._tool_name("srv", "files.read/v2", taken) == "srv__files_read_v2"
    long = tools._tool_name("srv", "x" * 100, taken)
    assert len(long) == 64
    taken.add("srv__a_b")
    assert tools._tool_name("srv", "a.b", taken).startswith("srv__a_b_")
    assert MCPTools("x", separator=".")._tool_name("time", "now", set()) == "time.now"
    with pytest.raises(UserError, match="separator"):
        MCPTools("x", separator="/")


@pytest.mark.parametrize(
    ("schema", "good", "bad"),
    [
        ({"const": "only"}, "only", "other"),
        ({"properties": {"a": {"type": "integer"}}}, {"a": 1}, {"a": "1"}),  # object, no type
        ({"items": {"type": "integer"}}, [1, 2], [1, "2"]),  # array, no type
        ({"type": "boolean"}, True, "true"),
        ({"type": "array"}, [1, "a"], "a"),
        ({"type": "object"}, {"any": [1]}, []),
        ({"type": ["string", "null"]}, None, 1),
        ({"type": "null"}, None, 0),
        ({"type": "string", "nullable": True}, "a", None),  # OpenAPI's word: not JSON Schema
        ({"prefixItems": [{"type": "integer"}], "type": "array"}, [1], ["x"]),
        ({"anyOf": [{"type": "integer"}, {"type": "string", "not": {"const": "no"}}]}, "x", "no"),
        ({"anyOf": [{"type": "null"}]}, None, 1),
        ({"enum": [1.5, 2.5]}, 1.5, 2),  # floats have no Literal: typed Any, still checked
        ({"type": "integer", "description": "x", "default": None}, 3, "x"),
        ({"$ref": "#/$defs/choice/anyOf/0"}, 3, "x"),  # a pointer through an array
    ],
)
def test_each_kind_of_property_is_typed_or_left_to_the_schema(schema, good, bad):
    root = {
        "type": "object",
        "$defs": {"choice": {"anyOf": [{"type": "integer"}, {"type": "string"}]}},
        "properties": {"v": schema},
        "required": ["v"] if "default" not in schema else [],
    }
    model = arguments_model("t", root)
    assert model.model_validate({"v": good}).model_dump(mode="json")["v"] == good
    if "default" in schema:
        assert model.model_validate({}).model_dump(mode="json") == {}  # null not admitted
        return
    with pytest.raises(ValidationError):
        model.model_validate({"v": bad})


def test_many_problems_are_summed_up_and_long_ones_cut():
    schema = {"type": "object", "properties": {name: {"type": "integer"} for name in "abcdef"}}
    arguments = {"a": "x" * 400, "b": "y", "c": "z", "d": "w", "e": "v", "zz": 1}
    message = refusal(arguments_model("t", schema), arguments)
    assert message.startswith("<arguments>: zz: not an argument of this tool (it takes a, b,")
    assert "; and 2 more" in message
    assert "…" in message


def test_nested_models_have_their_own_schema_and_odd_names_get_aliases():
    schema = {
        "type": "object",
        "properties": {
            "arg_1": {"type": "string"},
            "model_config": {"type": "object", "properties": {"x": {"type": "integer"}}},
            "9lives": {"type": "integer"},
        },
    }
    model = arguments_model("t", schema)
    assert [(name, field.alias) for name, field in model.model_fields.items()] == [
        ("arg_1", None),
        ("arg_1_", "model_config"),
        ("arg_2", "9lives"),
    ]
    nested = model.model_fields["arg_1_"].annotation.__args__[0]  # Optional[nested model]
    assert set(nested.model_json_schema()["properties"]) == {"x"}
    sent = model.model_validate({"arg_1": "a", "model_config": {"x": 1}, "9lives": 9})
    assert sent.model_dump(mode="json") == {"arg_1": "a", "model_config": {"x": 1}, "9lives": 9}


def test_a_schema_with_a_broken_pattern_is_refused():
    schema = {"type": "object", "properties": {"code": {"type": "string", "pattern": "("}}}
    with pytest.raises(ValueError, match="is not a 'regex'"):
        arguments_model("t", schema)


def test_results_of_every_kind():
    from mcp.types import AudioContent, BlobResourceContents

    structured_error = CallToolResult(content=[], structured_content={"why": "x"}, is_error=True)
    with pytest.raises(MCPToolError, match="why"):
        result_data(structured_error)
    long_error = CallToolResult(content=[TextContent(text="e" * 5000)], is_error=True)
    with pytest.raises(MCPToolError) as caught:
        result_data(long_error)
    assert len(str(caught.value)) == 4001
    blocks = CallToolResult(
        content=[
            AudioContent(data="AAAA", mime_type="audio/wav"),
            EmbeddedResource(
                resource=BlobResourceContents(uri="file:///a.bin", blob="AAAA", mime_type=None)
            ),
        ]
    )
    assert result_data(blocks) == (
        "[audio: audio/wav, about 3 bytes, not shown]\n\n"
        "[resource file:///a.bin: binary, not shown]"
    )


def test_tool_infos_name_the_approval_policy():
    from keel.mcp import MCPToolInfo

    def large(args: Any) -> bool:
        return True

    info = MCPToolInfo(
        name="s__t",
        server="s",
        remote_name="t",
        description="d",
        effects="write",
        idempotent=False,
        requires_approval=large,
        timeout_seconds=3,
        hints=Hints().declared(),
    )
    assert info.approval == "predicate"
    assert info.to_json()["approval"] == "predicate"
    assert MCPTools("x").started is False
    with pytest.raises(UserError, match="at least one server"):
        MCPTools([])


@pytest.mark.parametrize("seconds", [math.nan, math.inf, 1e300])
def test_mcp_timeouts_that_are_not_finite_positive_durations_are_refused(seconds: float):
    with pytest.raises(UserError, match="timeout_seconds must be"):
        ToolOverride(timeout_seconds=seconds)
    for option in ("timeout_seconds", "startup_timeout_seconds"):
        with pytest.raises(UserError, match=f"{option} must be"):
            MCPServer(command="server", **{option: seconds})  # type: ignore[arg-type]


def test_the_server_docstring_names_tools_with_the_separator_they_get():
    doc = MCPServer.__doc__ or ""

    assert "NAME__TOOL" in doc
    assert "NAME.TOOL" not in doc


TYPED_SERVERS = """
import sys

from keel.mcp import MCPServer, ToolOverride

clock = MCPServer(
    command=[sys.executable, "-m", "mcp_server_time"],
    overrides={"convert_time": ToolOverride(requires_approval=True, timeout_seconds=5)},
)
also = MCPServer(command="uvx mcp-server-time")
stored: tuple[str, ...] = clock.command + also.command
"""


@pytest.mark.slow
def test_a_command_as_a_list_or_a_string_passes_mypy_strict(tmp_path: Path):
    script = tmp_path / "servers.py"
    script.write_text(TYPED_SERVERS, encoding="utf-8")
    config = ["--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", str(tmp_path)]
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", *config, str(script)],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "MYPYPATH": str(ROOT / "src")},
        check=False,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
