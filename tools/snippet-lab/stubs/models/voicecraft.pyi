# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: VoiceCraft git-a702dfd2ce
# source: https://github.com/jasonppy/VoiceCraft HEAD a702dfd2ced6
# read-from: models/voicecraft.py
# licence: CC-BY-NC-SA-4.0

from typing import Any, Self  # noqa: F401

class VoiceCraft(Any):
    def __init__(self, args=..., config=...): ...
    args: Any
