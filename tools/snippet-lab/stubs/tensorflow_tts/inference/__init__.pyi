# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: TensorFlowTTS 1.8
# source: https://github.com/TensorSpeech/TensorFlowTTS v1.8 e4b3b35305f5
# read-from: tensorflow_tts/inference/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from tensorflow_tts.inference.auto_model import TFAutoModel as TFAutoModel
from tensorflow_tts.inference.auto_processor import AutoProcessor as AutoProcessor
