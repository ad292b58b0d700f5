# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: audiocraft 1.3.0
# source: https://github.com/facebookresearch/audiocraft v1.3.0 72cb16f9fb23
# read-from: audiocraft/data/audio.py
# licence: MIT

from typing import Any, Self  # noqa: F401

def audio_write(
    stem_name,
    wav,
    sample_rate,
    format=...,
    mp3_rate=...,
    ogg_rate=...,
    normalize=...,
    strategy=...,
    peak_clip_headroom_db=...,
    rms_headroom_db=...,
    loudness_headroom_db=...,
    loudness_compressor=...,
    log_clipping=...,
    make_parent_dir=...,
    add_suffix=...,
): ...
