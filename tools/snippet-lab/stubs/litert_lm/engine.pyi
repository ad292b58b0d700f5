# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: litert-lm-api git-8cf2128c0a
# source: https://github.com/meefs/LiteRT-LM HEAD 8cf2128c0ab3
# read-from: python/litert_lm/engine.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class Engine(Any):
    def __init__(self, model_path, backend=..., max_num_tokens=..., cache_dir=..., **kwargs): ...
    def create_conversation(
        self,
        *,
        messages=...,
        tools=...,
        tool_event_handler=...,
        automatic_tool_calling=...,
        extra_context=...,
        filter_channel_content_from_kv_cache=...,
        sampler_config=...,
        system_message=...,
        enable_constrained_decoding=...,
    ): ...
