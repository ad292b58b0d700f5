# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: model2vec 0.8.2
# source: https://github.com/MinishLab/model2vec v0.8.2 c90140706ed2
# read-from: model2vec/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from model2vec.model import StaticModel as StaticModel
