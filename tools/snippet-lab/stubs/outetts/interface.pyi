# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: outetts 0.4.2
# source: https://github.com/edwko/OuteTTS 0.4.2 2ea5a31d07f3
# read-from: outetts/interface.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

def Interface(config): ...
