# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: flair 0.15.1
# source: https://github.com/flairNLP/flair v0.15.1 5325bee1afb2
# read-from: flair/nn/model.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class ReduceTransformerVocabMixin(Any): ...

class Classifier(Any, ReduceTransformerVocabMixin):
    def predict(
        self,
        sentences,
        mini_batch_size=...,
        return_probabilities_for_all_classes=...,
        verbose=...,
        label_name=...,
        return_loss=...,
        embedding_storage_mode=...,
    ): ...
    @classmethod
    def load(cls, model_path) -> Self: ...
