# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/pipeline_utils.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.configuration_utils import ConfigMixin as ConfigMixin
from diffusers.utils.hub_utils import PushToHubMixin as PushToHubMixin

class DiffusionPipeline(ConfigMixin, PushToHubMixin):
    def to(self, *args, **kwargs): ...
    @classmethod
    def from_pretrained(cls, pretrained_model_name_or_path, **kwargs) -> Self: ...
    def enable_model_cpu_offload(self, gpu_id=..., device=...): ...

class StableDiffusionMixin: ...
