# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/utils/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.utils.export_utils import export_to_gif as export_to_gif
from diffusers.utils.export_utils import export_to_video as export_to_video
from diffusers.utils.loading_utils import load_image as load_image
from diffusers.utils.loading_utils import load_video as load_video
