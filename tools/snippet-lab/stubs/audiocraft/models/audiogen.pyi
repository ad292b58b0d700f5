# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: audiocraft 1.3.0
# source: https://github.com/facebookresearch/audiocraft v1.3.0 72cb16f9fb23
# read-from: audiocraft/models/audiogen.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from audiocraft.models.genmodel import BaseGenModel as BaseGenModel

class AudioGen(BaseGenModel):
    def __init__(self, name, compression_model, lm, max_duration=...): ...
    @staticmethod
    def get_pretrained(name=..., device=...): ...
    def set_generation_params(
        self,
        use_sampling=...,
        top_k=...,
        top_p=...,
        temperature=...,
        duration=...,
        cfg_coef=...,
        two_step_cfg=...,
        extend_stride=...,
    ): ...
