# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: describe-anything 1.0.0
# source: https://github.com/NVlabs/describe-anything HEAD 153ad3d33c29
# read-from: dam/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from dam.describe_anything_model import DescribeAnythingModel as DescribeAnythingModel
from dam.model.model_utils import disable_torch_init as disable_torch_init
