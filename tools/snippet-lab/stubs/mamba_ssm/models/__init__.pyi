# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: mamba-ssm 2.3.1
# source: https://github.com/state-spaces/mamba v2.3.2 77069de5cdb5
# read-from: mamba_ssm/models/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401
