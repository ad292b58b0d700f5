# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: voxcpm 2.0.3
# source: https://github.com/OpenBMB/VoxCPM 2.0.3 19b6bf759002
# read-from: src/voxcpm/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from voxcpm.core import VoxCPM as VoxCPM
