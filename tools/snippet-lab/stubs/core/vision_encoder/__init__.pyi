# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: perception_models 1.0.0
# source: https://github.com/facebookresearch/perception_models HEAD 3e352cca6606
# read-from: core/vision_encoder/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401
