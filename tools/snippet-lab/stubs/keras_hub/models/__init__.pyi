# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: keras-hub 0.31.1
# source: https://github.com/keras-team/keras-hub v0.31.1 e68fccb7055e
# read-from: keras_hub/models/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from keras_hub.src.models.backbone import Backbone as Backbone
from keras_hub.src.models.causal_lm import CausalLM as CausalLM
from keras_hub.src.models.image_classifier import ImageClassifier as ImageClassifier
from keras_hub.src.models.image_to_image import ImageToImage as ImageToImage
from keras_hub.src.models.inpaint import Inpaint as Inpaint
from keras_hub.src.models.masked_lm import MaskedLM as MaskedLM
from keras_hub.src.models.text_classifier import TextClassifier as TextClassifier
from keras_hub.src.models.text_to_image import TextToImage as TextToImage
