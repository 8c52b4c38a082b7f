"""``python -m keel``: the ``keel`` command, for when the console script is not on PATH."""

from keel.cli import main

raise SystemExit(main())
