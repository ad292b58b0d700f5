# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: dia2 0.1.0
# source: https://github.com/nari-labs/dia2 HEAD 8687268f4ed3
# read-from: dia2/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from dia2.engine import Dia2 as Dia2
from dia2.generation import GenerationConfig as GenerationConfig
from dia2.generation import SamplingConfig as SamplingConfig
