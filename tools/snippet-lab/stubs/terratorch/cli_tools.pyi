# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: terratorch 1.1.1
# source: https://github.com/IBM/terratorch v1.1.1 0251647d3869
# read-from: terratorch/cli_tools.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class LightningInferenceModel:
    def __init__(self, trainer, model, datamodule, checkpoint_path=...): ...
    @staticmethod
    def from_config(config_path, checkpoint_path=..., predict_dataset_bands=..., predict_output_bands=...): ...
    def inference_on_dir(self, data_root=...): ...
