# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: flair 0.15.1
# source: https://github.com/flairNLP/flair v0.15.1 5325bee1afb2
# read-from: flair/nn/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from flair.nn.model import Classifier as Classifier
