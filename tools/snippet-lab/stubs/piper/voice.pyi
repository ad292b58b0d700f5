# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: piper-tts 1.7.0
# source: https://github.com/OHF-Voice/piper1-gpl v1.7.0 7b8e8f7197a4
# read-from: src/piper/voice.py
# licence: AGPL-3.0

from typing import Any, Self  # noqa: F401

class PiperVoice:
    def __init__(
        self,
        session,
        config,
        espeak_data_dir=...,
        download_dir=...,
        use_tashkeel=...,
        tashkeel_diacritizier=...,
        taskeen_threshold=...,
    ): ...
    @staticmethod
    def load(
        model_path, config_path=..., use_cuda=..., espeak_data_dir=..., download_dir=..., include_alignments=...
    ): ...
    def synthesize_wav(self, text, wav_file, syn_config=..., set_wav_format=..., include_alignments=...): ...
