# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: videoprism 1.0.0
# source: https://github.com/google-deepmind/videoprism HEAD d481d91b9bf8
# read-from: videoprism/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401
