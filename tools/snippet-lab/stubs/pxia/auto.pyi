# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: pxia 0.2.0
# source: https://github.com/not-lain/pxia 0.2.0 6bc6291379a0
# read-from: src/pxia/auto.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class AutoModel:
    @classmethod
    def from_pretrained(cls, pretrained_model_name_or_path, *model_args, **kwargs): ...
