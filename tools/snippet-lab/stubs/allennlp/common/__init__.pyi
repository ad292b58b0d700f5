# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: allennlp 2.10.1
# source: https://github.com/allenai/allennlp v2.10.1 0dc554f975a0
# read-from: allennlp/common/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401
