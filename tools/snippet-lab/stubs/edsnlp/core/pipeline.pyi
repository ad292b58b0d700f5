# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: edsnlp 0.21.0
# source: https://github.com/aphp/edsnlp v0.21.0 c04ccb90106f
# read-from: edsnlp/core/pipeline.py
# licence: BSD-3-Clause

from typing import Any, Self  # noqa: F401

def load(
    model, overrides=..., *, exclude=..., disable=..., enable=..., auto_update=..., install_dependencies=..., **kwargs
): ...
