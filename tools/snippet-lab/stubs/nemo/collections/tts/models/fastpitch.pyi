# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: nemo_toolkit 2.6.0
# source: https://github.com/NVIDIA/NeMo HEAD 8cfedd720346
# read-from: nemo/collections/tts/models/fastpitch.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from nemo.collections.tts.models.base import SpectrogramGenerator as SpectrogramGenerator
from nemo.collections.tts.parts.mixins.fastpitch_adapter_mixins import (
    FastPitchAdapterModelMixin as FastPitchAdapterModelMixin,
)
from nemo.core.classes.exportable import Exportable as Exportable

class FastPitchModel(SpectrogramGenerator, Exportable, FastPitchAdapterModelMixin):
    def __init__(self, cfg, trainer=...): ...
    def parse(self, str_input, normalize=...): ...
    def generate_spectrogram(self, tokens, speaker=..., pace=..., reference_spec=..., reference_spec_lens=...): ...
