# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: lightning-ir 0.0.6
# source: https://github.com/webis-de/lightning-ir HEAD 98cb3fd38000
# read-from: lightning_ir/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from lightning_ir.bi_encoder.bi_encoder_module import BiEncoderModule as BiEncoderModule
