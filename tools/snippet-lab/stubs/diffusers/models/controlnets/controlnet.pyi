# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/models/controlnets/controlnet.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.configuration_utils import ConfigMixin as ConfigMixin
from diffusers.loaders.peft import PeftAdapterMixin as PeftAdapterMixin
from diffusers.loaders.single_file_model import FromOriginalModelMixin as FromOriginalModelMixin
from diffusers.models.attention import AttentionMixin as AttentionMixin
from diffusers.models.modeling_utils import ModelMixin as ModelMixin

class ControlNetModel(ModelMixin, AttentionMixin, ConfigMixin, FromOriginalModelMixin, PeftAdapterMixin):
    def __init__(
        self,
        in_channels=...,
        conditioning_channels=...,
        flip_sin_to_cos=...,
        freq_shift=...,
        down_block_types=...,
        mid_block_type=...,
        only_cross_attention=...,
        block_out_channels=...,
        layers_per_block=...,
        downsample_padding=...,
        mid_block_scale_factor=...,
        act_fn=...,
        norm_num_groups=...,
        norm_eps=...,
        cross_attention_dim=...,
        transformer_layers_per_block=...,
        encoder_hid_dim=...,
        encoder_hid_dim_type=...,
        attention_head_dim=...,
        num_attention_heads=...,
        use_linear_projection=...,
        class_embed_type=...,
        addition_embed_type=...,
        addition_time_embed_dim=...,
        num_class_embeds=...,
        upcast_attention=...,
        resnet_time_scale_shift=...,
        projection_class_embeddings_input_dim=...,
        controlnet_conditioning_channel_order=...,
        conditioning_embedding_out_channels=...,
        global_pool_conditions=...,
        addition_embed_type_num_heads=...,
    ): ...
