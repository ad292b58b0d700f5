# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: anemoi-inference 0.11.2
# source: https://github.com/ecmwf/anemoi-inference 0.11.2 c38c519f95c6
# read-from: src/anemoi/inference/runners/simple.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from anemoi.inference.runner import Runner as Runner

class SimpleRunner(Runner):
    def __init__(self, checkpoint, **kwargs): ...
    def run(self, *, input_states, **kwargs): ...
