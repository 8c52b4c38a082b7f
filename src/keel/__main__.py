"""``python -m keel``: the ``keel`` command, for when the console script is not on PATH."""

from keel.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
