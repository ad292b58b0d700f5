# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: mlx-vlm 0.6.15
# source: https://github.com/Blaizzy/mlx-vlm HEAD 9b13f522a7f1
# read-from: mlx_vlm/prompt_utils.py
# licence: MIT

from typing import Any, Self  # noqa: F401

def apply_chat_template(
    processor, config, prompt, add_generation_prompt=..., return_messages=..., num_images=..., num_audios=..., **kwargs
): ...
