# Signatures only (no bodies, no docstrings), read through the file index for the names the sample
# snippets use: the repository is too large to fetch here, so this stub is not rewritten by --levels source.
# stub-of: fastai git-0454367fc4
# source: https://github.com/fastai/fastai file-index 0454367fc4c1
# read-from: (a folder: no file)
# licence: Apache-2.0 (declared by its settings.ini, read at 01a436358021)

from typing import Any, Self  # noqa: F401
