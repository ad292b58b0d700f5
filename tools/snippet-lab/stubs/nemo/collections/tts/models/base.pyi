# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: nemo_toolkit 2.6.0
# source: https://github.com/NVIDIA/NeMo HEAD 8cfedd720346
# read-from: nemo/collections/tts/models/base.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from nemo.core.classes.modelPT import ModelPT as ModelPT

class NeedsNormalizer: ...

class SpectrogramGenerator(NeedsNormalizer, ModelPT, Any):
    def parse(self, str_input, **kwargs): ...
    def generate_spectrogram(self, tokens, **kwargs): ...

class Vocoder(ModelPT, Any):
    def convert_spectrogram_to_audio(self, spec, **kwargs): ...
