# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: outetts 0.4.2
# source: https://github.com/edwko/OuteTTS 0.4.2 2ea5a31d07f3
# read-from: outetts/models/config.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class ModelConfig:
    def __init__(
        self,
        model_path=...,
        tokenizer_path=...,
        interface_version=...,
        backend=...,
        verbose=...,
        device=...,
        dtype=...,
        additional_model_config=...,
        audio_codec_path=...,
        max_seq_length=...,
        n_gpu_layers=...,
        exl2_cache_seq_multiply=...,
        **kwargs,
    ): ...

class GenerationConfig:
    def __init__(
        self,
        text,
        voice_characteristics=...,
        speaker=...,
        generation_type=...,
        max_batch_size=...,
        dac_decoding_chunk=...,
        sampler_config=...,
        max_length=...,
        additional_gen_config=...,
        additional_dynamic_generator_config=...,
        server_host=...,
    ): ...
