# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: lerobot 0.6.1
# source: https://github.com/huggingface/lerobot v0.6.1 7e241bd630a3
# read-from: src/lerobot/policies/diffusion/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401
