# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: span_marker 1.8.1
# source: https://github.com/tomaarsen/SpanMarkerNER 1.8.1 b38ca4844eb6
# read-from: span_marker/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from span_marker.modeling import SpanMarkerModel as SpanMarkerModel
