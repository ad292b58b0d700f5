# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: LVFace git-33e3bc7acc
# source: https://github.com/phoenixjyb/LVFace 33e3bc7acc3f76db554716e92632e90b93a371b7 33e3bc7acc3f
# read-from: inference_onnx.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class LVFaceONNXInferencer:
    def __init__(self, model_path, use_gpu=...): ...
    def infer_from_image(self, img_path): ...
    @staticmethod
    def calculate_similarity(feat1, feat2): ...
