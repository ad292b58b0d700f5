# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: nemo_toolkit 2.6.0
# source: https://github.com/NVIDIA/NeMo HEAD 8cfedd720346
# read-from: nemo/collections/asr/models/label_models.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from nemo.collections.asr.models.asr_model import ExportableEncDecModel as ExportableEncDecModel
from nemo.collections.asr.parts.mixins.mixins import VerificationMixin as VerificationMixin
from nemo.core.classes.modelPT import ModelPT as ModelPT

class EncDecSpeakerLabelModel(ModelPT, ExportableEncDecModel, VerificationMixin):
    def __init__(self, cfg, trainer=...): ...
    def get_embedding(self, path2audio_file): ...
    def verify_speakers(self, path2audio_file1, path2audio_file2, threshold=...): ...
