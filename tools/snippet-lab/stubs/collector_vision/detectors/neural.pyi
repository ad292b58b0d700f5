# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: collectorvision 0.1.0.dev0
# source: https://github.com/HanClinto/CollectorVision HEAD fc639b823044
# read-from: collector_vision/detectors/neural.py
# licence: AGPL-3.0

from typing import Any, Self  # noqa: F401

class NeuralCornerDetector:
    def __init__(self, checkpoint=..., presence_threshold=..., num_threads=...): ...
    def detect(self, image, min_sharpness=...): ...
