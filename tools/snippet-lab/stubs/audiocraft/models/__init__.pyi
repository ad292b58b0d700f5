# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: audiocraft 1.3.0
# source: https://github.com/facebookresearch/audiocraft v1.3.0 72cb16f9fb23
# read-from: audiocraft/models/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from audiocraft.models.audiogen import AudioGen as AudioGen
from audiocraft.models.magnet import MAGNeT as MAGNeT
from audiocraft.models.musicgen import MusicGen as MusicGen
