# Signatures only (no bodies, no docstrings), read through the file index for the names the sample
# snippets use: the repository is too large to fetch here, so this stub is not rewritten by --levels source.
# stub-of: paddleocr git-01242893e5
# source: https://github.com/PaddlePaddle/PaddleOCR file-index 01242893e522
# read-from: paddleocr/_pipelines/paddleocr_vl.py (at 01242893e522)
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from paddleocr._pipelines.base import PaddleXPipelineWrapper as PaddleXPipelineWrapper

class PaddleOCRVL(PaddleXPipelineWrapper):
    def __init__(
        self,
        pipeline_version=...,
        layout_detection_model_name=...,
        layout_detection_model_dir=...,
        layout_threshold=...,
        layout_nms=...,
        layout_unclip_ratio=...,
        layout_merge_bboxes_mode=...,
        vl_rec_model_name=...,
        vl_rec_model_dir=...,
        vl_rec_backend=...,
        vl_rec_server_url=...,
        vl_rec_max_concurrency=...,
        vl_rec_api_model_name=...,
        vl_rec_api_key=...,
        doc_orientation_classify_model_name=...,
        doc_orientation_classify_model_dir=...,
        doc_unwarping_model_name=...,
        doc_unwarping_model_dir=...,
        use_doc_orientation_classify=...,
        use_doc_unwarping=...,
        use_layout_detection=...,
        use_chart_recognition=...,
        use_seal_recognition=...,
        use_ocr_for_image_block=...,
        format_block_content=...,
        merge_layout_blocks=...,
        markdown_ignore_labels=...,
        use_queues=...,
        **kwargs,
    ): ...
    def predict(
        self,
        input,
        *,
        use_doc_orientation_classify=...,
        use_doc_unwarping=...,
        use_layout_detection=...,
        use_chart_recognition=...,
        use_seal_recognition=...,
        use_ocr_for_image_block=...,
        layout_threshold=...,
        layout_nms=...,
        layout_unclip_ratio=...,
        layout_merge_bboxes_mode=...,
        layout_shape_mode=...,
        use_queues=...,
        prompt_label=...,
        format_block_content=...,
        repetition_penalty=...,
        temperature=...,
        top_p=...,
        min_pixels=...,
        max_pixels=...,
        max_new_tokens=...,
        merge_layout_blocks=...,
        markdown_ignore_labels=...,
        vlm_extra_args=...,
        **kwargs,
    ): ...
