# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: adapters 1.2.0
# source: https://github.com/adapter-hub/adapters v1.2.0 0274b63bf9b6
# read-from: src/adapters/models/auto/adapter_model.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class AutoAdapterModel(Any): ...
