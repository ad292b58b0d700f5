# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: collectorvision 0.1.0.dev0
# source: https://github.com/HanClinto/CollectorVision HEAD fc639b823044
# read-from: collector_vision/__init__.py
# licence: AGPL-3.0

from typing import Any, Self  # noqa: F401

from collector_vision.catalog import Catalog as Catalog
from collector_vision.detectors.neural import NeuralCornerDetector as NeuralCornerDetector
