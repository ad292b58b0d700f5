# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: stanza 1.14.0
# source: https://github.com/stanfordnlp/stanza v1.14.0 1f4bfdd2bff4
# read-from: stanza/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from stanza.pipeline.core import Pipeline as Pipeline
from stanza.resources.common import download as download
