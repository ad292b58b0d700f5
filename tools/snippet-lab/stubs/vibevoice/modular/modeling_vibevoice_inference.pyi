# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: vibevoice 0.1.0
# source: https://github.com/vibevoice-community/VibeVoice HEAD b9d561240ada
# read-from: vibevoice/modular/modeling_vibevoice_inference.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from vibevoice.modular.modeling_vibevoice import VibeVoicePreTrainedModel as VibeVoicePreTrainedModel

class VibeVoiceForConditionalGenerationInference(VibeVoicePreTrainedModel, Any):
    def __init__(self, config): ...
    def generate(
        self,
        inputs=...,
        generation_config=...,
        logits_processor=...,
        stopping_criteria=...,
        prefix_allowed_tokens_fn=...,
        synced_gpus=...,
        assistant_model=...,
        audio_streamer=...,
        negative_prompt_ids=...,
        negative_prompt_attention_mask=...,
        speech_tensors=...,
        speech_masks=...,
        speech_input_mask=...,
        is_prefill=...,
        return_speech=...,
        cfg_scale=...,
        stop_check_fn=...,
        tqdm_class=...,
        **kwargs,
    ): ...
