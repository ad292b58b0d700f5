# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/loaders/lora_pipeline.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.loaders.lora_base import LoraBaseMixin as LoraBaseMixin

class FluxLoraLoaderMixin(LoraBaseMixin):
    def load_lora_weights(self, pretrained_model_name_or_path_or_dict, adapter_name=..., hotswap=..., **kwargs): ...

class StableDiffusionXLLoraLoaderMixin(LoraBaseMixin):
    def load_lora_weights(self, pretrained_model_name_or_path_or_dict, adapter_name=..., hotswap=..., **kwargs): ...

class StableDiffusionLoraLoaderMixin(LoraBaseMixin):
    def load_lora_weights(self, pretrained_model_name_or_path_or_dict, adapter_name=..., hotswap=..., **kwargs): ...

class SD3LoraLoaderMixin(LoraBaseMixin):
    def load_lora_weights(self, pretrained_model_name_or_path_or_dict, adapter_name=..., hotswap=..., **kwargs): ...

class QwenImageLoraLoaderMixin(LoraBaseMixin):
    def load_lora_weights(self, pretrained_model_name_or_path_or_dict, adapter_name=..., hotswap=..., **kwargs): ...

class CogView4LoraLoaderMixin(LoraBaseMixin):
    def load_lora_weights(self, pretrained_model_name_or_path_or_dict, adapter_name=..., hotswap=..., **kwargs): ...

class HiDreamImageLoraLoaderMixin(LoraBaseMixin):
    def load_lora_weights(self, pretrained_model_name_or_path_or_dict, adapter_name=..., hotswap=..., **kwargs): ...

class SanaLoraLoaderMixin(LoraBaseMixin):
    def load_lora_weights(self, pretrained_model_name_or_path_or_dict, adapter_name=..., hotswap=..., **kwargs): ...

class WanLoraLoaderMixin(LoraBaseMixin):
    def load_lora_weights(self, pretrained_model_name_or_path_or_dict, adapter_name=..., hotswap=..., **kwargs): ...

class LTXVideoLoraLoaderMixin(LoraBaseMixin):
    def load_lora_weights(self, pretrained_model_name_or_path_or_dict, adapter_name=..., hotswap=..., **kwargs): ...

class CogVideoXLoraLoaderMixin(LoraBaseMixin):
    def load_lora_weights(self, pretrained_model_name_or_path_or_dict, adapter_name=..., hotswap=..., **kwargs): ...

class Mochi1LoraLoaderMixin(LoraBaseMixin):
    def load_lora_weights(self, pretrained_model_name_or_path_or_dict, adapter_name=..., hotswap=..., **kwargs): ...

class Flux2LoraLoaderMixin(LoraBaseMixin):
    def load_lora_weights(self, pretrained_model_name_or_path_or_dict, adapter_name=..., hotswap=..., **kwargs): ...
