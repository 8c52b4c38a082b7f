"""The loop: one run being driven, one step at a time (see DESIGN.md's picture).

Modules, in the order they depend on each other (no import cycle; the step functions
see the run only through the `base` protocols):

- ``opening``: opening a new run, or reopening a paused one after checking the reply;
- ``run``: `Run`, the step function and the transitions (end, pause, observe);
- ``interaction``: clarification, pausing for a person, replies that resume a run;
- ``recovery``: settling an action a dead worker left in flight;
- ``actions``: the tool pipeline: resolve, validate, duplicate guard, approval, execute;
- ``completion``: validating a final answer (output type, validators);
- ``modelcall``: one model call: stops, reservation, retries, charging, parsing, cycles;
- ``execution``: one authorized tool call: timeouts, retries, result contract, caps;
- ``workers``: daemon threads that bound sync tools;
- ``base``: `ActiveRun` and `Settings`, what the step functions need;
- ``durable``: checkpoints into a `keel.runstore.RunStore` under a lease.

`.importlinter` holds this order as a layers contract, checked in CI.
"""
