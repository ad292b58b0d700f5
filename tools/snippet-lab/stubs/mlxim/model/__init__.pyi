# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: mlx-image 0.1.10
# source: https://github.com/riccardomusmeci/mlx-image HEAD 2bd0f498205b
# read-from: src/mlxim/model/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from mlxim.model._factory import create_model as create_model
