# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: lightning-ir 0.0.6
# source: https://github.com/webis-de/lightning-ir HEAD 98cb3fd38000
# read-from: lightning_ir/base/module.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class LightningIRModule(Any):
    def __init__(
        self,
        model_name_or_path=...,
        config=...,
        model=...,
        BackboneModel=...,
        loss_functions=...,
        evaluation_metrics=...,
        model_kwargs=...,
    ): ...
    def score(self, queries, docs): ...
