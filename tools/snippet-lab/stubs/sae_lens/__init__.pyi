# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: sae-lens 6.18.0
# source: https://github.com/jbloomAus/SAELens v6.18.0 91ca16ccd068
# read-from: sae_lens/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from sae_lens.saes.sae import SAE as SAE
