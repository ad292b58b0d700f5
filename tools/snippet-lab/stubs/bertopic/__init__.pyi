# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: bertopic 0.17.4
# source: https://github.com/MaartenGr/BERTopic v0.17.4 75f2910562f0
# read-from: bertopic/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from bertopic._bertopic import BERTopic as BERTopic
