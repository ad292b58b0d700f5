# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: zonos 0.1.0
# source: https://github.com/Zyphra/Zonos HEAD bc40d98e1e1a
# read-from: zonos/conditioning.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

def make_cond_dict(
    text=...,
    language=...,
    speaker=...,
    emotion=...,
    fmax=...,
    pitch_std=...,
    speaking_rate=...,
    vqscore_8=...,
    ctc_loss=...,
    dnsmos_ovrl=...,
    speaker_noised=...,
    unconditional_keys=...,
    device=...,
): ...
