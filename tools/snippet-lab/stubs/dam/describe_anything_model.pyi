# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: describe-anything 1.0.0
# source: https://github.com/NVlabs/describe-anything HEAD 153ad3d33c29
# read-from: dam/describe_anything_model.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class DescribeAnythingModel(Any):
    def __init__(self, model_path, conv_mode, prompt_mode, **kwargs): ...
    def get_description(
        self,
        image_pil,
        mask_pil,
        query,
        streaming=...,
        temperature=...,
        top_p=...,
        num_beams=...,
        max_new_tokens=...,
        **kwargs,
    ): ...
