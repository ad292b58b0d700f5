# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: pruna 0.3.4
# source: https://github.com/PrunaAI/pruna v0.3.4 0e4d1cf86b64
# read-from: src/pruna/engine/pruna_model.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class PrunaModel:
    def __init__(self, model, smash_config=...): ...
    def __call__(self, *args, **kwargs): ...
    @staticmethod
    def from_pretrained(
        pretrained_model_name_or_path=...,
        *,
        model_path=...,
        verbose=...,
        revision=...,
        cache_dir=...,
        local_dir=...,
        library_name=...,
        library_version=...,
        user_agent=...,
        proxies=...,
        etag_timeout=...,
        force_download=...,
        token=...,
        local_files_only=...,
        allow_patterns=...,
        ignore_patterns=...,
        max_workers=...,
        tqdm_class=...,
        headers=...,
        endpoint=...,
        local_dir_use_symlinks=...,
        resume_download=...,
        **kwargs,
    ): ...
