# Signatures only (no bodies, no docstrings), read through the file index for the names the sample
# snippets use: the repository is too large to fetch here, so this stub is not rewritten by --levels source.
# stub-of: ultralytics git-002368366b
# source: https://github.com/ultralytics/ultralytics file-index 002368366bcd
# read-from: ultralytics/engine/model.py (at 000163001005)
# licence: AGPL-3.0

from typing import Any, Self  # noqa: F401

class Model(Any):
    def __init__(self, model=..., task=..., verbose=...): ...
    def __call__(self, source=..., stream=..., **kwargs): ...
