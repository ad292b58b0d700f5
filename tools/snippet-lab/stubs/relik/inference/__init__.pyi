# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: relik 1.0.7
# source: https://github.com/SapienzaNLP/relik 1.0.7 0471e11c9c54
# read-from: relik/inference/__init__.py
# licence: Apache (declared by its packaging; no licence file)

from typing import Any, Self  # noqa: F401
