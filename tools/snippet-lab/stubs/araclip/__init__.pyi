# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: araclip 0.1.0
# source: https://github.com/Arabic-Clip/Araclip HEAD fe78bfc27cbf
# read-from: src/araclip/__init__.py
# licence: unknown (no licence file)

from typing import Any, Self  # noqa: F401

from araclip.modeling_araclip import AraClip as AraClip
