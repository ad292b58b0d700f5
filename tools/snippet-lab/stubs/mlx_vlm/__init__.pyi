# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: mlx-vlm 0.6.15
# source: https://github.com/Blaizzy/mlx-vlm HEAD 9b13f522a7f1
# read-from: mlx_vlm/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from mlx_vlm.generate.dispatch import generate as generate
from mlx_vlm.utils import load as load
