# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: swarmformer 0.1.0
# source: https://github.com/takara-ai/SwarmFormer HEAD e064d67f3b52
# read-from: swarmformer/model.py
# licence: unknown (no licence file)

from typing import Any, Self  # noqa: F401

class SwarmFormerModel(Any):
    def __init__(self, vocab_size=..., d_model=..., seq_len=..., cluster_size=..., num_layers=..., T_local=...): ...
