# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: perception_models 1.0.0
# source: https://github.com/facebookresearch/perception_models HEAD 3e352cca6606
# read-from: core/vision_encoder/pe.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class VisionTransformer(Any):
    def __init__(
        self,
        patch_size,
        width,
        layers,
        heads,
        mlp_ratio,
        act_layer=...,
        norm_layer=...,
        use_ln_pre=...,
        use_ln_post=...,
        ls_init_value=...,
        drop_path=...,
        image_size=...,
        use_abs_posemb=...,
        use_rope2d=...,
        use_cls_token=...,
        output_dim=...,
        attn_pooler_heads=...,
        pool_type=...,
    ): ...
    @classmethod
    def from_config(cls, name, pretrained=..., checkpoint_path=..., **kwdargs): ...
    image_size: Any

class TextTransformer(Any):
    def __init__(
        self,
        context_length=...,
        vocab_size=...,
        width=...,
        heads=...,
        layers=...,
        mlp_ratio=...,
        ls_init_value=...,
        output_dim=...,
        no_causal_mask=...,
        pad_id=...,
        pool_type=...,
        proj_bias=...,
        act_layer=...,
        norm_layer=...,
        output_tokens=...,
        use_ln_post=...,
    ): ...
    context_length: Any

class CLIP(TextTransformer):
    def __init__(self, vision_cfg, text_cfg, init_logit_scale=...): ...
    @classmethod
    def from_config(cls, name, pretrained=..., checkpoint_path=...): ...
    image_size: Any
