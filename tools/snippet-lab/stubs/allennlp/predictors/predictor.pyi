# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: allennlp 2.10.1
# source: https://github.com/allenai/allennlp v2.10.1 0dc554f975a0
# read-from: allennlp/predictors/predictor.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from allennlp.common.registrable import Registrable as Registrable

class Predictor(Registrable):
    def __init__(self, model, dataset_reader, frozen=...): ...
    def predict_json(self, inputs): ...
    @classmethod
    def from_path(
        cls,
        archive_path,
        predictor_name=...,
        cuda_device=...,
        dataset_reader_to_load=...,
        frozen=...,
        import_plugins=...,
        overrides=...,
        **kwargs,
    ) -> Self: ...
