# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: span_marker 1.8.1
# source: https://github.com/tomaarsen/SpanMarkerNER 1.8.1 b38ca4844eb6
# read-from: span_marker/modeling.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class SpanMarkerModel(Any):
    def __init__(self, config, encoder=..., model_card_data=..., **kwargs): ...
    @classmethod
    def from_pretrained(
        cls, pretrained_model_name_or_path, *model_args, labels=..., config=..., model_card_data=..., **kwargs
    ): ...
    def predict(self, inputs, batch_size=..., show_progress_bar=...): ...
