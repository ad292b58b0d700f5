# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: relik 1.0.7
# source: https://github.com/SapienzaNLP/relik 1.0.7 0471e11c9c54
# read-from: relik/inference/annotator.py
# licence: Apache (declared by its packaging; no licence file)

from typing import Any, Self  # noqa: F401

class Relik:
    def __init__(
        self,
        retriever=...,
        index=...,
        reader=...,
        task=...,
        metadata_fields=...,
        top_k=...,
        window_size=...,
        window_stride=...,
        **kwargs,
    ): ...
    def __call__(
        self,
        text=...,
        windows=...,
        candidates=...,
        mentions=...,
        top_k=...,
        window_size=...,
        window_stride=...,
        is_split_into_words=...,
        retriever_batch_size=...,
        reader_batch_size=...,
        return_windows=...,
        use_doc_topic=...,
        annotation_type=...,
        progress_bar=...,
        **kwargs,
    ): ...
    @classmethod
    def from_pretrained(cls, model_name_or_dir, config_file_name=..., **kwargs) -> Self: ...
