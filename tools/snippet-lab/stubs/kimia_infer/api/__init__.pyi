# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: kimia_infer 0.1.0
# source: https://github.com/MoonshotAI/Kimi-Audio HEAD 2607d515f5b7
# read-from: kimia_infer/api/__init__.py
# licence: unknown (no licence file)

from typing import Any, Self  # noqa: F401
