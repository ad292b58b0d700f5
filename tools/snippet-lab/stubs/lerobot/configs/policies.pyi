# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: lerobot 0.6.1
# source: https://github.com/huggingface/lerobot v0.6.1 7e241bd630a3
# read-from: src/lerobot/configs/policies.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from lerobot.utils.hub import HubMixin as HubMixin

class PreTrainedConfig(Any, HubMixin):
    def __init__(
        self,
        n_obs_steps=...,
        input_features=...,
        output_features=...,
        device=...,
        use_amp=...,
        use_peft=...,
        push_to_hub=...,
        repo_id=...,
        private=...,
        tags=...,
        license=...,
        pretrained_path=...,
        pretrained_revision=...,
    ): ...
    input_features: Any
    @property
    def type(self): ...
    @classmethod
    def from_pretrained(
        cls,
        pretrained_name_or_path,
        *,
        force_download=...,
        resume_download=...,
        proxies=...,
        token=...,
        cache_dir=...,
        local_files_only=...,
        revision=...,
        **policy_kwargs,
    ): ...
