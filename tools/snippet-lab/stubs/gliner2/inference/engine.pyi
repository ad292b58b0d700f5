# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: gliner2 1.3.2
# source: https://github.com/fastino-ai/GLiNER2 v1.3.2 d7fd3dfff07c
# read-from: gliner2/inference/engine.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from gliner2.model import Extractor as Extractor

class GLiNER2(Extractor):
    def __init__(self, *args, **kwargs): ...
    def extract_entities(
        self,
        text,
        entity_types,
        threshold=...,
        format_results=...,
        include_confidence=...,
        include_spans=...,
        max_len=...,
    ): ...
