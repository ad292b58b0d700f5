# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: anemoi-inference 0.11.2
# source: https://github.com/ecmwf/anemoi-inference 0.11.2 c38c519f95c6
# read-from: src/anemoi/inference/runner.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from anemoi.inference.context import Context as Context

class Runner(Context):
    def __init__(self, config, *, classes=...): ...
    def run(self, *, input_states, lead_time, return_numpy=...): ...
