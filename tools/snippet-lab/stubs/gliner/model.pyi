# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: gliner 0.2.27
# source: https://github.com/urchade/GLiNER HEAD c2bb58ddf569
# read-from: gliner/model.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class GLiNER(Any):
    def __init__(self, config, **kwargs): ...
    @classmethod
    def from_pretrained(
        cls,
        model_id,
        revision=...,
        cache_dir=...,
        force_download=...,
        proxies=...,
        resume_download=...,
        local_files_only=...,
        token=...,
        map_location=...,
        strict=...,
        load_tokenizer=...,
        resize_token_embeddings=...,
        compile_torch_model=...,
        quantize=...,
        dtype=...,
        low_cpu_mem_usage=...,
        variant=...,
        load_onnx_model=...,
        onnx_model_file=...,
        max_length=...,
        max_width=...,
        post_fusion_schema=...,
        _attn_implementation=...,
        **model_kwargs,
    ): ...
