#!/usr/bin/env bash
# Creates the snippet lab's ML environment (level 4: library snippets run for real): a
# git-ignored virtualenv at tools/snippet-lab/.venv-ml (or $SNIPPET_LAB_ML_VENV) holding torch,
# torchvision and the libraries whose snippets the lab runs. Packages come from the machine's pip
# configuration (an offline mirror); a second run with everything present does nothing.
#
# torch + torchvision: the mirror's only torchvision wheels are CUDA builds, which break next to
# the CPU torch ("operator torchvision::nms does not exist"), so both come as the matching CUDA
# builds, which run on CPU. Their NVIDIA runtime wheels are installed --no-deps: torch's declared
# dependencies include packages the mirror lacks (cuda-bindings), which nothing on CPU loads.
# The other libraries resolve against the CPU torch wheel first; the CUDA pair then replaces it.
# torchcodec is not in the mirror: videos decode with PyAV; ffmpeg (audio files) comes from
# imageio-ffmpeg's binary, linked into the venv's bin/.
set -euo pipefail

LAB_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${SNIPPET_LAB_ML_VENV:-$LAB_DIR/.venv-ml}"
PY="$VENV/bin/python"
mkdir -p "$LAB_DIR/.work"
exec 9>"$LAB_DIR/.work/setup-ml-env.lock"
flock 9

# Resolves the libraries (pinned: later torch versions in the mirror pull CUDA runtimes).
TORCH_CPU="torch==2.13.0"
PACKAGES=(
	"transformers>=5,<6" sentence-transformers peft accelerate safetensors tokenizers sentencepiece
	scikit-learn joblib pandas soundfile librosa pillow numpy requests av imageio-ffmpeg
	# open_clip's and timm's own dependencies (they are installed --no-deps below, with torch)
	ftfy regex pyyaml
	onnx onnxscript gguf # the Node side's fixtures: torch.onnx export (fixtures_onnx.py), GGUF writer
)
# Keras 3 with its default backend (tensorflow-cpu provides the `tensorflow` module the keras
# snippets install) and spaCy. tf-keras and keras-hub are not in the mirror: their snippets are
# checked against their source instead (src/ml-known.ts says so).
PACKAGES+=(keras tensorflow-cpu spacy)
# Installed --no-deps, replacing the CPU torch: the working CUDA set (runs on CPU) and what needs it.
TORCH_SET=(
	torch==2.14.1 torchvision==0.29.1 timm open-clip-torch
	nvidia-cublas nvidia-cuda-runtime nvidia-cuda-cupti nvidia-cuda-nvrtc nvidia-cudnn-cu13 nvidia-cufft
	nvidia-cufile nvidia-curand nvidia-cusolver nvidia-cusparse nvidia-cusparselt-cu13 nvidia-nccl-cu13
	nvidia-nvjitlink nvidia-nvshmem-cu13 nvidia-nvtx
)
MODULES='["torch", "torchvision", "transformers", "sentence_transformers", "peft", "accelerate", "safetensors",
 "tokenizers", "sentencepiece", "sklearn", "joblib", "pandas", "soundfile", "librosa", "PIL", "numpy", "requests",
 "av", "timm", "open_clip", "onnx", "onnxscript", "gguf", "keras", "tensorflow", "spacy"]'
STAMP="$VENV/.ml-ready"
# The stamp holds this: a venv made by an earlier version of this script (another set) upgrades.
SET_ID="torch 2.14.1 torchvision 0.29.1 timm open_clip av ffmpeg onnx gguf keras spacy"

has_all() {
	[ -x "$PY" ] && [ -x "$VENV/bin/ffmpeg" ] && "$PY" - "$MODULES" <<'PY' 2>/dev/null
import importlib.util, json, sys
missing = [m for m in json.loads(sys.argv[1]) if importlib.util.find_spec(m) is None]
sys.exit(1 if missing else 0)
PY
}

if [ "$(cat "$STAMP" 2>/dev/null)" = "$SET_ID" ] && has_all; then
	echo "snippet-lab: ML environment ready ($VENV)"
	exit 0
fi

[ -x "$PY" ] || python3 -m venv "$VENV"
PIP=("$PY" -m pip install --quiet --disable-pip-version-check --retries 0 --no-cache-dir)
# The libraries resolve against the CPU wheel (the constraint keeps torch there)…
"${PIP[@]}" "$TORCH_CPU"
"${PIP[@]}" "${PACKAGES[@]}" "$TORCH_CPU"
# …then the CUDA pair replaces it.
"${PIP[@]}" --no-deps "${TORCH_SET[@]}"
ln -sf "$("$PY" -c 'import imageio_ffmpeg; print(imageio_ffmpeg.get_ffmpeg_exe())')" "$VENV/bin/ffmpeg"
has_all
"$PY" - <<'PY'
import torch, torchvision, transformers, timm, open_clip
from transformers import ViTForImageClassification  # a vision model's import path loads torchvision's ops
torchvision.ops.nms(torch.zeros((1, 4)), torch.ones(1), 0.5)
print("snippet-lab: torch", torch.__version__, "torchvision", torchvision.__version__, "transformers",
      transformers.__version__, "timm", timm.__version__, "open_clip", open_clip.__version__)
PY
echo "$SET_ID" >"$STAMP"
echo "snippet-lab: ML environment installed ($VENV)"
