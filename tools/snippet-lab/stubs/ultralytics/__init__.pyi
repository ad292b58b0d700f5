# Signatures only (no bodies, no docstrings), read through the file index for the names the sample
# snippets use: the repository is too large to fetch here, so this stub is not rewritten by --levels source.
# stub-of: ultralytics git-002368366b
# source: https://github.com/ultralytics/ultralytics file-index 002368366bcd
# read-from: ultralytics/__init__.py (at 002d0dd7a093)
# licence: AGPL-3.0

from typing import Any, Self  # noqa: F401

from ultralytics.models.yolo.model import YOLO as YOLO
