# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: tf-keras 2.21.0
# source: https://github.com/keras-team/tf-keras v2.21.0 631ed411d9e5
# read-from: tf_keras/saving/saving_api.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

def load_model(filepath, custom_objects=..., compile=..., safe_mode=..., **kwargs): ...
