# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: model2vec 0.8.2
# source: https://github.com/MinishLab/model2vec v0.8.2 c90140706ed2
# read-from: model2vec/model.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class StaticModel:
    def __init__(
        self,
        vectors,
        tokenizer,
        config=...,
        normalize=...,
        base_model_name=...,
        language=...,
        weights=...,
        token_mapping=...,
    ): ...
    @classmethod
    def from_pretrained(
        cls,
        path,
        token=...,
        normalize=...,
        subfolder=...,
        quantize_to=...,
        dimensionality=...,
        vocabulary_quantization=...,
        force_download=...,
    ) -> Self: ...
    def encode(
        self,
        sentences,
        show_progress_bar=...,
        max_length=...,
        batch_size=...,
        use_multiprocessing=...,
        multiprocessing_threshold=...,
        **kwargs,
    ): ...
