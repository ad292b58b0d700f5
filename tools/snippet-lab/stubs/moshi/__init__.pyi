# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: moshi 0.2.12
# source: https://github.com/kyutai-labs/moshi moshi-v0.2.12 fa205be69cf6
# read-from: moshi/moshi/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401
