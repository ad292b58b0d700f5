#!/usr/bin/env bash
# Creates the snippet lab's ML environment (level 4: library snippets run for real): a
# git-ignored virtualenv at tools/snippet-lab/.venv-ml (or $SNIPPET_LAB_ML_VENV) holding CPU
# torch and the libraries whose snippets the lab runs. Packages come from the machine's pip
# configuration (an offline mirror); a second run with everything present does nothing.
#
# torchvision is left out on purpose: the mirror's torchvision wheels are CUDA builds that break
# next to the CPU torch ("operator torchvision::nms does not exist" when transformers imports a
# model), so timm and open_clip (which need it) are not installed here.
set -euo pipefail

LAB_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${SNIPPET_LAB_ML_VENV:-$LAB_DIR/.venv-ml}"
PY="$VENV/bin/python"
mkdir -p "$LAB_DIR/.work"
exec 9>"$LAB_DIR/.work/setup-ml-env.lock"
flock 9

# torch first from the CPU wheel (pinned: later versions in the mirror pull CUDA runtimes).
TORCH="torch==2.13.0"
PACKAGES=(
	"transformers>=5,<6" sentence-transformers peft accelerate safetensors tokenizers sentencepiece
	scikit-learn joblib pandas soundfile librosa pillow numpy requests
	onnx onnxscript gguf # the Node side's fixtures: torch.onnx export (fixtures_onnx.py), GGUF writer
)
# Keras 3 with its default backend (tensorflow-cpu provides the `tensorflow` module the keras
# snippets install) and spaCy. tf-keras and keras-hub are not in the mirror: their snippets are
# checked against their source instead (src/ml-known.ts says so).
PACKAGES+=(keras tensorflow-cpu spacy)
MODULES='["torch", "transformers", "sentence_transformers", "peft", "accelerate", "safetensors",
<<<<<<< HEAD
 "tokenizers", "sentencepiece", "sklearn", "joblib", "pandas", "soundfile", "librosa", "PIL", "numpy", "requests",
 "keras", "tensorflow", "spacy"]'
=======
 "tokenizers", "sentencepiece", "sklearn", "joblib", "pandas", "soundfile", "librosa", "PIL", "numpy", "requests"]'
MODULES="${MODULES%]}, \"onnx\", \"onnxscript\", \"gguf\"]"
>>>>>>> w9-node-runtimes
STAMP="$VENV/.ml-ready"

has_all() {
	[ -x "$PY" ] && "$PY" - "$MODULES" <<'PY' 2>/dev/null
import importlib.util, json, sys
missing = [m for m in json.loads(sys.argv[1]) if importlib.util.find_spec(m) is None]
sys.exit(1 if missing else 0)
PY
}

if [ -f "$STAMP" ] && has_all; then
	echo "snippet-lab: ML environment ready ($VENV)"
	exit 0
fi

[ -x "$PY" ] || python3 -m venv "$VENV"
PIP=("$PY" -m pip install --quiet --disable-pip-version-check --retries 0 --no-cache-dir)
"${PIP[@]}" "$TORCH"
# The constraint keeps torch where it is while the others resolve.
"${PIP[@]}" "${PACKAGES[@]}" "$TORCH"
has_all
"$PY" -c 'import torch, transformers; print("snippet-lab: torch", torch.__version__, "transformers", transformers.__version__)'
touch "$STAMP"
echo "snippet-lab: ML environment installed ($VENV)"
