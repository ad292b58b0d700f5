# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: zonos 0.1.0
# source: https://github.com/Zyphra/Zonos HEAD bc40d98e1e1a
# read-from: zonos/model.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class Zonos(Any):
    def __init__(self, config, backbone_cls=...): ...
    @classmethod
    def from_pretrained(cls, repo_id, revision=..., device=..., **kwargs) -> Self: ...
    def make_speaker_embedding(self, wav, sr): ...
    def prepare_conditioning(self, cond_dict, uncond_dict=...): ...
    def generate(
        self,
        prefix_conditioning,
        audio_prefix_codes=...,
        max_new_tokens=...,
        cfg_scale=...,
        batch_size=...,
        sampling_params=...,
        progress_bar=...,
        disable_torch_compile=...,
        callback=...,
    ): ...
    autoencoder: Any
