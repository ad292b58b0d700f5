# Signatures only (no bodies, no docstrings), read through the file index for the names the sample
# snippets use: no snapshot of the repository can be fetched here, so --levels source does not rewrite it.
# stub-of: causilo 1.0.0
# source: https://github.com/nums-ai/causilo file-index 01194f1fd153
# read-from: src/causilo/__init__.py (at 01194f1fd153)
# licence: Apache-2.0 (declared by its pyproject.toml)

from typing import Any, Self  # noqa: F401

from causilo.estimators import CausiloClassifier as CausiloClassifier
