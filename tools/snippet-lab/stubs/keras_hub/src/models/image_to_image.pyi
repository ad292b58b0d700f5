# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: keras-hub 0.31.1
# source: https://github.com/keras-team/keras-hub v0.31.1 e68fccb7055e
# read-from: keras_hub/src/models/image_to_image.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from keras_hub.src.models.task import Task as Task

class ImageToImage(Task):
    def __init__(self, *args, **kwargs): ...
    def generate(self, inputs, num_steps, strength, guidance_scale=..., seed=...): ...
