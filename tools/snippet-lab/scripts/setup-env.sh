#!/usr/bin/env bash
# Creates the snippet lab's Python environment: a git-ignored virtualenv at
# tools/snippet-lab/.venv holding the real clients the Python snippets use (openai,
# huggingface_hub, requests, plus pillow and numpy, which huggingface_hub needs to return images
# and embeddings) and the
# checkers (pyright, ruff). Packages come from the
# machine's pip configuration (a local mirror); a second run with everything present does
# nothing. pyright runs on the system `node` (never a downloaded one).
set -euo pipefail

LAB_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${SNIPPET_LAB_VENV:-$LAB_DIR/.venv}"
PY="$VENV/bin/python"
# Test files may call this script at the same time: one runs, the others wait and then find it done.
mkdir -p "$LAB_DIR/.work"
exec 9>"$LAB_DIR/.work/setup-env.lock"
flock 9

PACKAGES=(openai huggingface_hub requests pillow numpy pyright ruff)

has_all() {
	[ -x "$PY" ] && "$PY" - <<'PY' 2>/dev/null
import importlib.util, shutil, sys, os
mods = ["openai", "huggingface_hub", "requests", "PIL", "numpy", "pyright", "ruff"]
missing = [m for m in mods if importlib.util.find_spec(m) is None]
sys.exit(1 if missing else 0)
PY
}

if has_all && [ -x "$VENV/bin/ruff" ] && [ -x "$VENV/bin/pyright" ] && [ -f "$VENV/.pyright-ready" ]; then
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

# pyright (the pip wrapper) runs the pyright npm package on the system node; never let it
# fetch a Node of its own.
export PYRIGHT_PYTHON_GLOBAL_NODE=1
export PYRIGHT_PYTHON_IGNORE_WARNINGS=1
"$VENV/bin/pyright" --version
touch "$VENV/.pyright-ready"
echo "snippet-lab: Python environment installed ($VENV)"
