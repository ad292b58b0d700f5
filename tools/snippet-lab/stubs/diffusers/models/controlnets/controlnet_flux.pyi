# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/models/controlnets/controlnet_flux.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.configuration_utils import ConfigMixin as ConfigMixin
from diffusers.loaders.peft import PeftAdapterMixin as PeftAdapterMixin
from diffusers.models.attention import AttentionMixin as AttentionMixin
from diffusers.models.modeling_utils import ModelMixin as ModelMixin

class FluxControlNetModel(ModelMixin, AttentionMixin, ConfigMixin, PeftAdapterMixin):
    def __init__(
        self,
        patch_size=...,
        in_channels=...,
        num_layers=...,
        num_single_layers=...,
        attention_head_dim=...,
        num_attention_heads=...,
        joint_attention_dim=...,
        pooled_projection_dim=...,
        guidance_embeds=...,
        axes_dims_rope=...,
        num_mode=...,
        conditioning_embedding_channels=...,
    ): ...
