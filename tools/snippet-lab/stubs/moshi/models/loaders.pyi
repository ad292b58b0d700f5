# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: moshi 0.2.12
# source: https://github.com/kyutai-labs/moshi moshi-v0.2.12 fa205be69cf6
# read-from: moshi/moshi/models/loaders.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class CheckpointInfo:
    def __init__(
        self,
        moshi_weights,
        mimi_weights,
        tokenizer,
        lm_config=...,
        raw_config=...,
        mimi_config=...,
        model_type=...,
        lora_weights=...,
        lm_gen_config=...,
        tts_config=...,
        stt_config=...,
        model_id=...,
    ): ...
    @staticmethod
    def from_hf_repo(
        hf_repo,
        moshi_weights=...,
        mimi_weights=...,
        tokenizer=...,
        config_path=...,
        mimi_config_path=...,
        lora_weights=...,
    ): ...
    def get_mimi(self, device=...): ...
