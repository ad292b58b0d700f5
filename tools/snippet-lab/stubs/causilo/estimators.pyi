# Signatures only (no bodies, no docstrings), read through the file index for the names the sample
# snippets use: no snapshot of the repository can be fetched here, so --levels source does not rewrite it.
# stub-of: causilo 1.0.0
# source: https://github.com/nums-ai/causilo file-index 01194f1fd153
# read-from: src/causilo/estimators.py (at 01194f1fd153)
# licence: Apache-2.0 (declared by its pyproject.toml)

from typing import Any, Self  # noqa: F401

class CausiloClassifier(Any):
    def __init__(
        self, n_estimators=..., *, random_state=..., device=..., use_kv_cache=..., retain_preprocessing=...
    ): ...
    def fit(self, X, y): ...
    def predict_proba(self, X): ...
