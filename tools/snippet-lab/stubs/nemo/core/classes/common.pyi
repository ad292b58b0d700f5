# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: nemo_toolkit 2.6.0
# source: https://github.com/NVIDIA/NeMo HEAD 8cfedd720346
# read-from: nemo/core/classes/common.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from nemo.core.classes.mixins.hf_io_mixin import HuggingFaceFileIO as HuggingFaceFileIO

class Typing(Any): ...
class Serialization(Any): ...
class FileIO(Any): ...

class Model(Typing, Serialization, FileIO, HuggingFaceFileIO):
    @classmethod
    def from_pretrained(
        cls,
        model_name,
        refresh_cache=...,
        override_config_path=...,
        map_location=...,
        strict=...,
        return_config=...,
        trainer=...,
        save_restore_connector=...,
        return_model_file=...,
    ): ...
