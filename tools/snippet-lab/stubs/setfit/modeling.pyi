# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: setfit 1.1.3
# source: https://github.com/huggingface/setfit v1.1.3 fc2ff4df0eb4
# read-from: src/setfit/modeling.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class SetFitModel(Any):
    def __init__(
        self,
        model_body=...,
        model_head=...,
        multi_target_strategy=...,
        normalize_embeddings=...,
        labels=...,
        model_card_data=...,
        sentence_transformers_kwargs=...,
        **kwargs,
    ): ...
    def __call__(self, inputs, batch_size=..., as_numpy=..., use_labels=..., show_progress_bar=...): ...
