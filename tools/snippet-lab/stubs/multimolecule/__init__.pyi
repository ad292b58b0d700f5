# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: multimolecule git-f46a10b1ff
# source: https://github.com/MultiMolecule/multimolecule HEAD f46a10b1ff76
# read-from: multimolecule/__init__.py
# licence: AGPL-3.0

from typing import Any, Self  # noqa: F401
