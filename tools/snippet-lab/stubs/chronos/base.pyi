# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: chronos-forecasting 2.3.0
# source: https://github.com/amazon-science/chronos-forecasting v2.3.0 95185d1336e5
# read-from: src/chronos/base.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class BaseChronosPipeline:
    def __init__(self, inner_model): ...
    def predict_quantiles(self, inputs, prediction_length=..., quantile_levels=..., **kwargs): ...
    @classmethod
    def from_pretrained(cls, pretrained_model_name_or_path, *model_args, force_s3_download=..., **kwargs): ...
