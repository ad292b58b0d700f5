# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: dia2 0.1.0
# source: https://github.com/nari-labs/dia2 HEAD 8687268f4ed3
# read-from: dia2/generation.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class GenerationConfig:
    def __init__(
        self,
        text=...,
        audio=...,
        cfg_scale=...,
        cfg_filter_k=...,
        initial_padding=...,
        prefix=...,
        use_cuda_graph=...,
        use_torch_compile=...,
    ): ...

class SamplingConfig:
    def __init__(self, temperature=..., top_k=...): ...
