# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: dia2 0.1.0
# source: https://github.com/nari-labs/dia2 HEAD 8687268f4ed3
# read-from: dia2/engine.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class Dia2:
    def __init__(
        self,
        *,
        repo=...,
        config_path=...,
        weights_path=...,
        tokenizer_id=...,
        mimi_id=...,
        device=...,
        dtype=...,
        default_config=...,
    ): ...
    @classmethod
    def from_repo(cls, repo, *, device=..., dtype=..., tokenizer_id=..., mimi_id=...) -> Self: ...
    def generate(
        self,
        script,
        *,
        config=...,
        output_wav=...,
        prefix_speaker_1=...,
        prefix_speaker_2=...,
        include_prefix=...,
        verbose=...,
        **overrides,
    ): ...
