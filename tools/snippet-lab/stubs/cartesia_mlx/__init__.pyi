# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: cartesia-mlx 0.0.1
# source: https://github.com/cartesia-ai/edge HEAD 6788a080938a
# read-from: cartesia-mlx/cartesia_mlx/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from cartesia_mlx.utils.load import from_pretrained as from_pretrained
