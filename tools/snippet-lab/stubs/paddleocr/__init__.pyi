# Signatures only (no bodies, no docstrings), read through the file index for the names the sample
# snippets use: the repository is too large to fetch here, so this stub is not rewritten by --levels source.
# stub-of: paddleocr git-01242893e5
# source: https://github.com/PaddlePaddle/PaddleOCR file-index 01242893e522
# read-from: paddleocr/__init__.py (at 0f3c4da7672f)
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from paddleocr._models.doc_img_orientation_classification import (
    DocImgOrientationClassification as DocImgOrientationClassification,
)
from paddleocr._models.layout_detection import LayoutDetection as LayoutDetection
from paddleocr._models.text_detection import TextDetection as TextDetection
from paddleocr._models.text_recognition import TextRecognition as TextRecognition
from paddleocr._pipelines.ocr import PaddleOCR as PaddleOCR
from paddleocr._pipelines.paddleocr_vl import PaddleOCRVL as PaddleOCRVL
