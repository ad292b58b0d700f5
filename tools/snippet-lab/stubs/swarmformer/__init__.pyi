# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: swarmformer 0.1.0
# source: https://github.com/takara-ai/SwarmFormer HEAD e064d67f3b52
# read-from: swarmformer/__init__.py
# licence: unknown (no licence file)

from typing import Any, Self  # noqa: F401

from swarmformer.model import SwarmFormerModel as SwarmFormerModel
