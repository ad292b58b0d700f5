# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: sb3-contrib 2.8.0
# source: https://github.com/Stable-Baselines-Team/stable-baselines3-contrib v2.8.0 50d8a8f0dc24
# read-from: sb3_contrib/tqc/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401
