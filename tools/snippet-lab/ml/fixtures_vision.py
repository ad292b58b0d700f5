"""Fixture factory, vision frameworks: timm and open_clip (see fixtures.py for the layout).

timm reads `config.json` (architecture, num_classes, pretrained_cfg, model_args) and
`model.safetensors` from the repository (`timm.models._hub.load_model_config_from_hf`); open_clip
reads `open_clip_config.json` (model_cfg, preprocess_cfg) and `open_clip_model.safetensors`
(`open_clip.factory._get_hf_config`, `open_clip.pretrained.download_pretrained_from_hf`). Both
fixtures are the record's architecture with its sizes shrunk; the shrinking arguments travel in
the saved config, as the libraries' own configs carry them.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from pathlib import Path

# Part of these fixtures' revision (with the factory's own hash): an edit here rebuilds them.
VISION_HASH = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:12]

# Sizes that make a timm architecture tiny, tried in order; the first the architecture's
# constructor accepts and that stays under the parameter cap is used.
TIMM_SHRINKS: list[dict] = [
    {"embed_dim": 32, "depth": 2, "num_heads": 2},  # ViT, EVA, DeiT, BEiT, …
    {"depths": (1, 1, 1, 1), "dims": (16, 32, 64, 128)},  # ConvNeXt
    {"layers": (1, 1, 1, 1), "channels": (16, 32, 64, 128)},  # ResNet
    {"depths": (1, 1, 1, 1), "embed_dim": 16, "num_heads": (1, 2, 4, 8)},  # Swin
    {},  # already small (MobileNet, EfficientNet-B0, …)
]
MAX_PARAMS = 8_000_000


def timm_names(record: dict) -> tuple[str, str | None]:
    """The architecture and pretrained tag: from the record's config, else from its id."""
    cfg = record.get("config") or {}
    name = record["id"].split("/")[-1]
    arch, _, tag = name.partition(".")
    return cfg.get("architecture") or arch, tag or None


def make_timm(record: dict, out: Path) -> dict:
    import timm
    import torch
    from timm.models import get_pretrained_cfg, is_model
    from timm.models._hub import save_for_hf

    from fixtures import FixtureLimit

    arch, tag = timm_names(record)
    if not is_model(arch):
        raise FixtureLimit(f"timm has no architecture {arch!r}")
    full = f"{arch}.{tag}" if tag and get_pretrained_cfg(f"{arch}.{tag}") else arch
    cfg = record.get("config") or {}
    registered = get_pretrained_cfg(full)
    num_classes = cfg.get("num_classes", registered.num_classes if registered else 1000)
    overlay = dict(cfg.get("pretrained_cfg") or {})
    if "input_size" in overlay:
        overlay["input_size"] = tuple(overlay["input_size"])

    def create(shrink: dict):
        return timm.create_model(
            full, pretrained=False, num_classes=num_classes, pretrained_cfg_overlay=overlay, **shrink
        )

    for shrink in TIMM_SHRINKS:
        try:
            with torch.device("meta"):
                probe = create(shrink)
        except (TypeError, ValueError, AssertionError):
            continue
        if sum(p.numel() for p in probe.parameters()) <= MAX_PARAMS:
            break
    else:
        raise FixtureLimit(f"no shrinking of timm architecture {arch!r} is small enough")
    torch.manual_seed(0)
    model = create(shrink).eval()
    save_for_hf(model, str(out), model_args=shrink, safe_serialization=True)
    return {"num_classes": model.num_classes, "embedding_dim": model.num_features}


# open_clip: a built-in config name in the repository id (laion/CLIP-ViT-B-32-laion2B-…).
OPEN_CLIP_NAME = re.compile(r"(?:ViT|RN50|RN101|convnext|EVA\d*|coca_ViT)[-\w]*?-\d+(?:-quickgelu)?", re.I)
# Built-in towers shrunk: only sizes change; patch size, image size, context length, vocabulary stay.
OPEN_CLIP_TINY = {
    "embed_dim": 32,
    "vision_cfg": {"layers": 2, "width": 32, "head_width": 16},
    "text_cfg": {"width": 32, "heads": 2, "layers": 2},
}


def open_clip_config(record: dict, text_fixture: Callable[[str], None]) -> dict:
    """The tiny model_cfg for the record: its built-in config shrunk, or (no built-in name in the
    id: BiomedCLIP and the other timm + Hugging Face text tower models) a tiny timm ViT image
    tower with a tiny BERT text tower, which `text_fixture` writes under its own id."""
    import open_clip

    match = OPEN_CLIP_NAME.search(record["id"].split("/")[-1])
    base = None
    if match:
        for n in range(len(match.group(0)), 0, -1):
            base = open_clip.get_model_config(match.group(0)[:n])
            if base:
                break
    if base and "timm_model_name" not in base.get("vision_cfg", {}) and "hf_model_name" not in base.get("text_cfg", {}):
        cfg = json.loads(json.dumps(base))
        cfg["embed_dim"] = OPEN_CLIP_TINY["embed_dim"]
        for tower in ("vision_cfg", "text_cfg"):
            cfg[tower].update(OPEN_CLIP_TINY[tower])
        return cfg
    text_id = f"{record['id']}-text-tower"
    text_fixture(text_id)
    return {
        "embed_dim": 32,
        "vision_cfg": {"timm_model_name": "vit_tiny_patch16_224", "timm_model_pretrained": False,
                       "timm_pool": "", "timm_proj": "linear", "image_size": 224},
        "text_cfg": {"hf_model_name": text_id, "hf_tokenizer_name": text_id, "hf_proj_type": "mlp",
                     "hf_pooler_type": "cls_last_hidden_state_pooler", "context_length": 64},
    }


def make_open_clip(record: dict, out: Path, text_fixture: Callable[[str], None]) -> dict:
    import open_clip
    import safetensors.torch
    import torch

    model_cfg = open_clip_config(record, text_fixture)
    (out / "open_clip_config.json").write_text(json.dumps({
        "model_cfg": model_cfg,
        "preprocess_cfg": {"mean": list(open_clip.OPENAI_DATASET_MEAN), "std": list(open_clip.OPENAI_DATASET_STD)},
    }, indent=2))
    torch.manual_seed(0)
    model = open_clip.create_model(f"local-dir:{out}", load_weights=False)
    state = {k: v.contiguous() for k, v in model.state_dict().items()}
    safetensors.torch.save_file(state, str(out / "open_clip_model.safetensors"))
    return {"embedding_dim": model_cfg["embed_dim"]}
