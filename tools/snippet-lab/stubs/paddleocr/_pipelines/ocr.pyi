# Signatures only (no bodies, no docstrings), read through the file index for the names the sample
# snippets use: the repository is too large to fetch here, so this stub is not rewritten by --levels source.
# stub-of: paddleocr git-01242893e5
# source: https://github.com/PaddlePaddle/PaddleOCR file-index 01242893e522
# read-from: paddleocr/_pipelines/ocr.py (at 01242893e522)
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from paddleocr._pipelines.base import PaddleXPipelineWrapper as PaddleXPipelineWrapper

class PaddleOCR(PaddleXPipelineWrapper):
    def __init__(
        self,
        doc_orientation_classify_model_name=...,
        doc_orientation_classify_model_dir=...,
        doc_unwarping_model_name=...,
        doc_unwarping_model_dir=...,
        text_detection_model_name=...,
        text_detection_model_dir=...,
        textline_orientation_model_name=...,
        textline_orientation_model_dir=...,
        textline_orientation_batch_size=...,
        text_recognition_model_name=...,
        text_recognition_model_dir=...,
        text_recognition_batch_size=...,
        use_doc_orientation_classify=...,
        use_doc_unwarping=...,
        use_textline_orientation=...,
        text_det_limit_side_len=...,
        text_det_limit_type=...,
        text_det_max_side_limit=...,
        text_det_thresh=...,
        text_det_box_thresh=...,
        text_det_unclip_ratio=...,
        text_det_input_shape=...,
        text_rec_score_thresh=...,
        return_word_box=...,
        text_rec_input_shape=...,
        lang=...,
        ocr_version=...,
        **kwargs,
    ): ...
    def predict(
        self,
        input,
        *,
        use_doc_orientation_classify=...,
        use_doc_unwarping=...,
        use_textline_orientation=...,
        text_det_limit_side_len=...,
        text_det_limit_type=...,
        text_det_max_side_limit=...,
        text_det_thresh=...,
        text_det_box_thresh=...,
        text_det_unclip_ratio=...,
        text_rec_score_thresh=...,
        return_word_box=...,
    ): ...
