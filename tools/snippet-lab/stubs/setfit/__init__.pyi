# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: setfit 1.1.3
# source: https://github.com/huggingface/setfit v1.1.3 fc2ff4df0eb4
# read-from: src/setfit/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from setfit.modeling import SetFitModel as SetFitModel
