# Signatures only (no bodies, no docstrings), read through the file index for the names the sample
# snippets use: the repository is too large to fetch here, so this stub is not rewritten by --levels source.
# stub-of: paddleocr git-01242893e5
# source: https://github.com/PaddlePaddle/PaddleOCR file-index 01242893e522
# read-from: paddleocr/_models/text_detection.py (at 01242893e522)
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from paddleocr._models.base import PaddleXPredictorWrapper as PaddleXPredictorWrapper

class TextDetection(Any, PaddleXPredictorWrapper): ...
