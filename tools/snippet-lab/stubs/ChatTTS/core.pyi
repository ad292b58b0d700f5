# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: ChatTTS 0.2.4
# source: https://github.com/2noise/ChatTTS v0.2.4 1092c1ffcaa8
# read-from: ChatTTS/core.py
# licence: AGPL-3.0

from typing import Any, Self  # noqa: F401

class Chat:
    def __init__(self, logger=...): ...
    def load(
        self,
        source=...,
        force_redownload=...,
        compile=...,
        custom_path=...,
        device=...,
        coef=...,
        use_flash_attn=...,
        use_vllm=...,
        experimental=...,
    ): ...
    def infer(
        self,
        text,
        stream=...,
        lang=...,
        skip_refine_text=...,
        refine_text_only=...,
        use_decoder=...,
        do_text_normalization=...,
        do_homophone_replacement=...,
        split_text=...,
        max_split_batch=...,
        params_refine_text=...,
        params_infer_code=...,
    ): ...
