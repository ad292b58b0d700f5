# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: stanza 1.14.0
# source: https://github.com/stanfordnlp/stanza v1.14.0 1f4bfdd2bff4
# read-from: stanza/pipeline/core.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class Pipeline:
    def __init__(
        self,
        lang=...,
        dir=...,
        package=...,
        processors=...,
        logging_level=...,
        verbose=...,
        use_gpu=...,
        model_dir=...,
        download_method=...,
        resources_url=...,
        resources_branch=...,
        resources_version=...,
        resources_filepath=...,
        proxies=...,
        foundation_cache=...,
        device=...,
        allow_unknown_language=...,
        **kwargs,
    ): ...
    def __call__(self, doc, processors=...): ...
