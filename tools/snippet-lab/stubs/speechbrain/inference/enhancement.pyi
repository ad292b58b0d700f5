# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: speechbrain 1.1.0
# source: https://github.com/speechbrain/speechbrain HEAD 9c826ef3937b
# read-from: speechbrain/inference/enhancement.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from speechbrain.inference.interfaces import Pretrained as Pretrained

class SpectralMaskEnhancement(Pretrained):
    def enhance_file(self, filename, output_filename=..., **kwargs): ...

class WaveformEnhancement(Pretrained):
    def enhance_file(self, filename, output_filename=..., **kwargs): ...
