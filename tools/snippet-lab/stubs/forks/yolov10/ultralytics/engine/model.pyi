# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: yolov10 8.1.34
# source: https://github.com/THU-MIG/yolov10 HEAD 453c6e38a51e
# read-from: ultralytics/engine/model.py
# licence: AGPL-3.0

from typing import Any, Self  # noqa: F401

class Model(Any):
    def __init__(self, model=..., task=..., verbose=...): ...
    def __call__(self, source=..., stream=..., **kwargs): ...
    def predict(self, source=..., stream=..., predictor=..., **kwargs): ...
