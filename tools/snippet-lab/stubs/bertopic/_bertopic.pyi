# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: bertopic 0.17.4
# source: https://github.com/MaartenGr/BERTopic v0.17.4 75f2910562f0
# read-from: bertopic/_bertopic.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class BERTopic:
    def __init__(
        self,
        language=...,
        top_n_words=...,
        n_gram_range=...,
        min_topic_size=...,
        nr_topics=...,
        low_memory=...,
        calculate_probabilities=...,
        seed_topic_list=...,
        zeroshot_topic_list=...,
        zeroshot_min_similarity=...,
        embedding_model=...,
        umap_model=...,
        hdbscan_model=...,
        vectorizer_model=...,
        ctfidf_model=...,
        representation_model=...,
        verbose=...,
    ): ...
    def transform(self, documents, embeddings=..., images=...): ...
    def get_topic_info(self, topic=...): ...
    @classmethod
    def load(cls, path, embedding_model=...): ...
