# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: fairseq 0.12.3
# source: https://github.com/facebookresearch/fairseq v0.12.3 e16e44c65849
# read-from: fairseq/models/text_to_speech/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401
