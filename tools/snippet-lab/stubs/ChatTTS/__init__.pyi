# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: ChatTTS 0.2.4
# source: https://github.com/2noise/ChatTTS v0.2.4 1092c1ffcaa8
# read-from: ChatTTS/__init__.py
# licence: AGPL-3.0

from typing import Any, Self  # noqa: F401

from ChatTTS.core import Chat as Chat
