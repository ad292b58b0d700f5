# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: sap-rpt-1-oss git-4310453f3b
# source: https://github.com/SAP-samples/sap-rpt-1-oss HEAD 4310453f3bbb
# read-from: sap_rpt_oss/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from sap_rpt_oss.rpt import SAP_RPT_OSS_Classifier as SAP_RPT_OSS_Classifier
from sap_rpt_oss.rpt import SAP_RPT_OSS_Regressor as SAP_RPT_OSS_Regressor
