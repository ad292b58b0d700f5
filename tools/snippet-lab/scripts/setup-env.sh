#!/usr/bin/env bash
# Creates the snippet lab's Python environment: a git-ignored virtualenv at
# tools/snippet-lab/.venv holding the real clients the Python snippets use (openai,
# huggingface_hub, requests, plus pillow and numpy, which huggingface_hub needs to return images
# and embeddings) and the checkers (pyright, and ruff at a pinned version: it also lints the
# project's own Python in CI). Packages come from the machine's pip configuration (a local
# mirror); a second run with everything present does nothing. pyright runs on the system `node`
# (never a downloaded one).
set -euo pipefail

LAB_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${SNIPPET_LAB_VENV:-$LAB_DIR/.venv}"
PY="$VENV/bin/python"
# Test files may call this script at the same time: one runs, the others wait and then find it done.
mkdir -p "$LAB_DIR/.work"
exec 9>"$LAB_DIR/.work/setup-env.lock"
flock 9

# ruff is pinned (the mirror's version) so that CI's `ruff check .` of the project's own Python
# (ruff.toml at the root) gives the same verdict everywhere; a venv holding another ruff, or none,
# gets this one.
RUFF_VERSION=0.16.9
PACKAGES=(openai huggingface_hub requests pillow numpy pyright "ruff==$RUFF_VERSION")

ruff_pinned() {
	[ "$("$VENV/bin/ruff" --version 2>/dev/null)" = "ruff $RUFF_VERSION" ]
}

has_all() {
	[ -x "$PY" ] && ruff_pinned && "$PY" - <<'PY' 2>/dev/null
import importlib.util, shutil, sys, os
mods = ["openai", "huggingface_hub", "requests", "PIL", "numpy", "pyright", "ruff"]
missing = [m for m in mods if importlib.util.find_spec(m) is None]
sys.exit(1 if missing else 0)
PY
}

if has_all && [ -x "$VENV/bin/pyright" ] && [ -f "$VENV/.pyright-ready" ]; then
	echo "snippet-lab: Python environment ready ($VENV)"
	exit 0
fi

if [ ! -x "$PY" ]; then
	python3 -m venv "$VENV"
fi
if ! has_all; then
	# --retries 0: an index the machine cannot reach is skipped at once, not retried with back-off.
	"$PY" -m pip install --quiet --disable-pip-version-check --retries 0 "${PACKAGES[@]}"
fi
if ! ruff_pinned; then
	echo "snippet-lab: expected ruff $RUFF_VERSION in $VENV, found: $("$VENV/bin/ruff" --version 2>&1 || true)" >&2
	exit 1
fi

# pyright (the pip wrapper) runs the pyright npm package on the system node; never let it
# fetch a Node of its own.
export PYRIGHT_PYTHON_GLOBAL_NODE=1
export PYRIGHT_PYTHON_IGNORE_WARNINGS=1
"$VENV/bin/pyright" --version
touch "$VENV/.pyright-ready"
echo "snippet-lab: Python environment installed ($VENV)"
