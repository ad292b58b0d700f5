# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: sap-rpt-1-oss git-4310453f3b
# source: https://github.com/SAP-samples/sap-rpt-1-oss HEAD 4310453f3bbb
# read-from: sap_rpt_oss/rpt.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class SAP_RPT_OSS_Estimator(Any):
    def __init__(
        self, checkpoint=..., bagging=..., max_context_size=..., drop_constant_columns=..., test_chunk_size=...
    ): ...
    def fit(self, X, y): ...
    def predict(self, X): ...

class SAP_RPT_OSS_Classifier(Any, SAP_RPT_OSS_Estimator):
    def predict(self, X): ...

class SAP_RPT_OSS_Regressor(Any, SAP_RPT_OSS_Estimator):
    def predict(self, X): ...
