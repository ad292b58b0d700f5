"""A tiny transformers config for a model type: the type's default config with every size shrunk
by one set of rules, applied alike to the config and to each config nested in it (a vision,
text, audio, talker... tower), and a check on the meta device that the model really is tiny.

The rules go by a field's name and keep the sizes consistent with each other: heads divide
widths (every width is a multiple of 8, heads at most 4), lists that give one value per layer
or per stage keep one per layer or stage, layer indices stay inside the shrunk layer count.
Image, patch and window sizes stay as they are: the processors' defaults must keep matching.
"""

from __future__ import annotations

import math
import re

# Fields whose tiny value is fixed (what a BERT- or Llama-shaped model needs).
SHRINK = {
    "hidden_size": 32,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "intermediate_size": 37,
    "head_dim": 8,
    "d_model": 32,
    "encoder_layers": 2,
    "decoder_layers": 2,
    "encoder_attention_heads": 4,
    "decoder_attention_heads": 4,
    "encoder_ffn_dim": 37,
    "decoder_ffn_dim": 37,
    "n_embd": 32,
    "n_layer": 2,
    "n_head": 4,
    "n_inner": 37,
    "d_ff": 37,
    "d_kv": 8,
    "num_layers": 2,
    "num_heads": 4,
    "num_decoder_layers": 2,
    "embedding_size": 32,
    "ffn_dim": 37,
    "word_embed_proj_dim": 32,
    "moe_intermediate_size": 16,
    "shared_expert_intermediate_size": 16,
    "n_routed_experts": 4,
    "num_experts": 4,
    "num_local_experts": 4,
    "num_experts_per_tok": 2,
    "first_k_dense_replace": 1,
    # Experts are routed in groups (DeepSeek-V3): one group holding them all.
    "n_group": 1,
    "topk_group": 1,
    "q_lora_rank": 16,
    "kv_lora_rank": 16,
    "qk_rope_head_dim": 8,
    "qk_nope_head_dim": 8,
    "v_head_dim": 8,
    "sliding_window": 64,
    # Gemma 3n: the last layers reuse earlier layers' key/value caches; none do in two layers.
    "num_kv_shared_layers": 0,
    "hidden_size_per_layer_input": 8,
    "laurel_rank": 8,
    "max_position_embeddings": 512,
    # SAM's point embeddings: sine and cosine features, half the prompt encoder's width each.
    "num_pos_feats": 16,
    # DistilBERT's names
    "dim": 32,
    "hidden_dim": 32,
    "n_layers": 2,
    "n_heads": 4,
    "n_positions": 512,
}

WIDTH = 32
FFN = 37
LAYERS = 2
HEADS = 4
KV_HEADS = 2

# Position tables cover what the tokenizer makes (its model_max_length, 512; OWL pads to it).
POSITIONS = ("max_position_embeddings", "n_positions")
# A config's own layer count and width, under their usual names.
LAYER_COUNTS = ("num_hidden_layers", "num_layers", "n_layer", "depth")
WIDTHS = ("hidden_size", "d_model", "embed_dim", "hidden_dim", "n_embd", "dim")
# Not derived from other fields: a backbone's taps (properties its constructor sets from the dict).
KEPT = ("model_type", "out_features", "out_indices", "stage_names")

# Name patterns for the fields SHRINK does not list (sub-configs use many more names).
LAYER_COUNT = re.compile(r"(^|_)(layers|depth|n_layers?)$")
NOT_LAYER_COUNT = re.compile(r"shared|dense|feature|select|look_|num_nextn")
HEAD_COUNT = re.compile(r"(^|_)(heads|n_heads?)$")
WIDTH_FIELD = re.compile(
    r"(^|_)(hidden_size|embed_dim|d_model|projection_dim|proj_dim|model_dim|emb_dim|embedding_dim)$"
)
FFN_FIELD = re.compile(r"(^|_)(intermediate_size|ffn_dim|dim_feedforward|feedforward_dim|mlp_dim|ff_dim)$")
HEAD_DIM = re.compile(r"(^|_)head_dim$")
# Per-stage sizes (a CNN's or a hierarchical transformer's): scaled together.
STAGE_WIDTHS = re.compile(r"(^|_)(hidden_sizes|embed_dims|widths|channels|in_channels|out_channels|dims)$")
STAGE_DEPTHS = re.compile(r"(^|_)(depths|num_layers|layers)$")
# Layer indices (hooks, full-attention blocks, feature taps); token ids are not.
LAYER_INDEX = re.compile(r"(indices|indexes|hook_ids|layer_ids|_idx)$")
TEXT_TOWER = re.compile(r"text|language|llm|thinker$")
# Sizes that are not widths even when they equal one (inputs, positions, vocabularies...).
NOT_WIDTH = re.compile(r"max_|vocab|position|image|patch|window|sampl|length|bins|seq|token|codebook_size|num_")

# Sub-configs of any model type (AutoConfig) the composite models take: a tiny one of the
# family's usual kind (the composite's own default otherwise).
TINY_RESNET_BACKBONE = {
    "model_type": "resnet", "embedding_size": 16, "hidden_sizes": [16, 32, 64, 128], "depths": [1, 1, 1, 1],
    "out_features": ["stage1", "stage2", "stage3", "stage4"],
}
TINY_VIT = {"model_type": "vit", "hidden_size": 32, "num_hidden_layers": 2, "num_attention_heads": 4,
            "intermediate_size": 37, "image_size": 224, "patch_size": 16}
# MusicGen: a T5 text encoder and an EnCodec audio codec around its decoder.
MUSICGEN = {"text_encoder": {"model_type": "t5"}, "audio_encoder": {"model_type": "encodec"},
            "decoder": {"model_type": "musicgen_decoder"}}
TINY_SUBCONFIGS: dict[str, dict[str, dict]] = {
    "detr": {"backbone_config": TINY_RESNET_BACKBONE},
    "conditional_detr": {"backbone_config": TINY_RESNET_BACKBONE},
    "dab-detr": {"backbone_config": TINY_RESNET_BACKBONE},
    "table-transformer": {"backbone_config": TINY_RESNET_BACKBONE},
    "vision-encoder-decoder": {
        "encoder": TINY_VIT,
        "decoder": {"model_type": "gpt2", "n_embd": 32, "n_layer": 2, "n_head": 4, "vocab_size": 700,
                    "add_cross_attention": True, "is_decoder": True},
    },
    "musicgen": MUSICGEN,
    "musicgen_melody": {**MUSICGEN, "decoder": {"model_type": "musicgen_melody_decoder"}},
}

# Sizes that must agree with each other in a model type, beyond the rules.
TINY_EXTRA: dict[str, dict] = {
    # OWL-ViT's heads join the projected text embeddings to the vision tower's width.
    "owlv2": {"projection_dim": 32},
    "owlvit": {"projection_dim": 32},
    # DPT reads four hidden states into a four-stage neck.
    "dpt": {"num_hidden_layers": 4, "backbone_out_indices": [0, 1, 2, 3], "neck_hidden_sizes": [16, 32, 64, 128],
            "fusion_hidden_size": 32},
    # Settings of the checkpoint that its config class defaults otherwise, which the snippets'
    # code paths read: DepthPro's field-of-view head (the depth pipeline prints the field of
    # view), SuperGlue's keypoint cap (random weights find keypoints everywhere: matching them
    # all takes gigabytes).
    "depth_pro": {"use_fov_model": True},
    # Gemma 3 pools the vision tower's patches (224 / 16 = 14 a side) to its image tokens: 7 a
    # side divides them (the default 256 tokens, 16 a side, is the 896-pixel tower's).
    "gemma3": {"mm_tokens_per_image": 49},
    # EoMT feeds its queries to the last `num_blocks` layers: no more than the shrunk model has.
    "eomt": {"num_blocks": 1},
    "superglue": {"keypoint_detector_config": {"max_keypoints": 256}},
    # SpeechT5's snippet feeds a real 512-value x-vector file (every checkpoint's speaker size).
    "speecht5": {"speaker_embedding_dim": 512},
    # The talker reads sizes its config classes do not declare (the real checkpoint's
    # config.json carries them).
    "qwen3_omni_moe": {"talker_config": {"spatial_merge_size": 2,
                                         "text_config": {"shared_expert_intermediate_size": 16}}},
}

TOKEN_IDS = {"pad_token_id": 0, "bos_token_id": 1, "eos_token_id": 2, "decoder_start_token_id": 1}


def is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def is_config(v) -> bool:
    return isinstance(v, dict) and "model_type" in v


def stage_scale(d: dict) -> float:
    """One factor for every per-stage width list in the whole config, so that widths that
    must agree (a stage's output and the next stage's or the detector's input) still do:
    the widest becomes 64."""
    top = 0
    for key, v in d.items():
        if is_config(v):
            top = max(top, stage_scale(v) * 64)
        elif isinstance(v, list) and v and all(is_int(x) for x in v) and STAGE_WIDTHS.search(key):
            top = max(top, *v)
    return max(1.0, top / 64)


def scale_width(v: int, scale: float, width: int | None) -> int:
    """A stage width scaled (a multiple of 8: heads divide it); the tower's width where it is
    that; image channels (RGB) stay."""
    if v == width:
        return WIDTH
    if v <= 4 or scale <= 1:
        return v
    return max(8, math.ceil(v / scale / 8) * 8)


def shrink_int(key: str, v: int) -> int:
    if key in POSITIONS:
        return SHRINK[key]
    if key in SHRINK:
        return min(v, SHRINK[key]) if v > 0 else v
    if NOT_LAYER_COUNT.search(key):
        return v
    if LAYER_COUNT.search(key):
        return min(v, LAYERS)
    if HEAD_COUNT.search(key):
        return min(v, KV_HEADS if "key_value" in key or "kv" in key else HEADS)
    if "moe" in key and key.endswith("intermediate_size"):
        return min(v, 16)
    if NOT_WIDTH.search(key):  # Pix2Struct's patch_embed_hidden_size is its input size
        return v
    if WIDTH_FIELD.search(key):
        return min(v, WIDTH)
    if FFN_FIELD.search(key):
        return min(v, FFN)
    if HEAD_DIM.search(key):
        return min(v, 8)
    return v


def pick_layers(old: int, kinds: list | None, least: int) -> list[int]:
    """Which of `old` layers the shrunk model keeps: the first, then the first of every other
    kind (sliding / full attention...), so each kind the model expects is still there; at
    least `least` (as many as the layer indices the config names)."""
    keep = [0]
    if kinds:
        seen = {kinds[0]}
        for i, k in enumerate(kinds[:old]):
            if k not in seen:
                seen.add(k)
                keep.append(i)
    i = 1
    while len(keep) < min(old, max(LAYERS, least)):
        if i not in keep:
            keep.append(i)
        i += 1
    return sorted(keep)


def is_index_field(key: str) -> bool:
    return bool(LAYER_INDEX.search(key)) and "token" not in key


def tower_widths(d: dict) -> set[int]:
    """The widths of the config and of every tower nested in it, before shrinking."""
    out = {d[k] for k in WIDTHS if is_int(d.get(k)) and d[k] > WIDTH}
    for v in d.values():
        if is_config(v):
            out |= tower_widths(v)
    return out


def follows_width(key: str, v: int, widths: set[int]) -> bool:
    """A size equal to a tower's width (a codebook dimension, a descriptor size, SAM's vision
    neck feeding its prompt encoder...) is that width under another name: it shrinks with it."""
    return v in widths and key.endswith(("_dim", "_size", "_sizes", "channels")) and not NOT_WIDTH.search(key)


def query_heads(kv_key: str) -> str:
    return kv_key.replace("key_value_heads", "attention_heads")


def shrink_tree(
    d: dict, vocab: int, text: bool, scale: float, widths: set[int], parent_width: int | None = None
) -> tuple[int, int] | None:
    """Shrinks one config (as a dict) in place, with the configs nested in it. Returns how its
    layers were shrunk (old count, new count), if it has layers."""
    width = next((d[k] for k in WIDTHS if is_int(d.get(k))), parent_width)
    # Key/value head counts (num_key_value_heads, encoder_num_key_value_heads...) that were
    # their query head count.
    mha = [k for k, v in d.items() if k.endswith("key_value_heads") and is_int(v) and v == d.get(query_heads(k))]
    old_layers = next((d[k] for k in LAYER_COUNTS if is_int(d.get(k))), None)
    if isinstance(d.get("depths"), list):
        old_layers = None  # a hierarchical model: num_layers counts its stages (one per depth)
    stages = d.get("stage_names")
    backbone = isinstance(stages, list) and old_layers is not None and len(stages) == old_layers + 1
    least = 0
    for key, v in d.items():
        if is_index_field(key) and isinstance(v, list):
            least = max(least, len({x for x in v if is_int(x) and x >= 0}))
    kinds = d.get("layer_types") if isinstance(d.get("layer_types"), list) else None
    keep = pick_layers(old_layers, kinds, least) if old_layers else None
    layers = (old_layers, len(keep)) if keep else None
    # The nested towers first: a config without layers of its own indexes its tower's
    # (DepthPro's hooks into its image encoder).
    for key, v in d.items():
        if is_config(v):
            text_tower = bool(TEXT_TOWER.search(key)) or key in ("encoder", "decoder") and text
            inner = shrink_tree(v, vocab, text_tower, scale, widths, width)
            layers = layers or inner
    old, new = layers if layers else (None, None)
    for key, v in list(d.items()):
        if is_config(v) or backbone and key in ("stage_names", "out_features", "out_indices"):
            continue
        if v is None and key in SHRINK:  # a size the model derives when unset, set as BERT's
            d[key] = SHRINK[key]
        elif is_int(v):
            if keep and key in LAYER_COUNTS:
                d[key] = new
            elif layers and is_index_field(key):
                d[key] = remap_index(v, old, new)
            elif follows_width(key, v, widths) and key not in SHRINK:
                d[key] = WIDTH
            else:
                d[key] = shrink_int(key, v)
        elif isinstance(v, list) and v and all(is_int(x) for x in v):
            if layers and is_index_field(key):
                d[key] = remap_indices(v, old, new)
            elif keep and len(v) == old_layers:  # one value per layer
                d[key] = [shrink_int(key, v[i]) for i in keep]
            elif STAGE_WIDTHS.search(key):
                d[key] = [scale_width(x, scale, width) for x in v]
            elif STAGE_DEPTHS.search(key):
                d[key] = [1] * len(v)
            elif HEAD_COUNT.search(key):
                d[key] = [min(x, 2) for x in v]
            else:
                d[key] = [WIDTH if follows_width(key, x, widths) else shrink_int(key, x) for x in v]
        elif isinstance(v, list) and keep and len(v) == old_layers:  # one value per layer
            d[key] = [v[i] for i in keep]
        elif isinstance(v, dict) and key in ("rope_parameters", "rope_scaling"):
            fit_rope(v, d)
    if backbone:
        # A backbone names its layers as stages ("stem", "stage1"...) and taps some of them.
        d["stage_names"] = ["stem"] + [f"stage{i}" for i in range(1, new + 1)]
        taps = d.get("out_indices") or [old_layers]
        d["out_indices"] = remap_indices([t if t < 0 else t - 1 for t in taps], old_layers, new)
        d["out_indices"] = [t if t < 0 else t + 1 for t in d["out_indices"]]
        d["out_features"] = [d["stage_names"][t] for t in d["out_indices"]]
    for key in mha:
        # Multi-head attention stays so (DeepSeek's latent attention, Moonshine's, need as
        # many key/value heads as query heads).
        d[key] = d[query_heads(key)]
    rates = d.get("upsample_rates")
    if isinstance(rates, list):
        # A HiFi-GAN-style vocoder halves its channels at each upsampling: one left at the end.
        for key in ("upsample_initial_channel", "decoder_dim"):
            if is_int(d.get(key)):
                d[key] = min(d[key], max(WIDTH, 2 ** len(rates)))
    if text:
        for key in ("vocab_size", "vocab_size_per_layer_input"):
            if is_int(d.get(key)):
                d[key] = vocab
        if is_int(d.get("vocab_size")):
            for tok, value in TOKEN_IDS.items():
                if tok in d:
                    d[tok] = value
    return (old_layers, len(keep)) if keep else None


def drop_derived(d: dict, cls, path: tuple = ()) -> list[tuple[tuple, object]]:
    """Removes the fields a config computes from others (DeepSeek's qk_head_dim from its rope
    and nope parts), so that, rebuilt from the shrunk dict, it computes them again. Returns
    them (path, shrunk value) for the ones it does not compute after all."""
    import dataclasses
    import inspect

    from transformers import CONFIG_MAPPING

    if not dataclasses.is_dataclass(cls):
        return []
    params = set(inspect.signature(cls.__init__).parameters)
    subs = getattr(cls, "sub_configs", {}) or {}
    dropped = []
    for key in list(d):
        v = d[key]
        if is_config(v):
            sub = CONFIG_MAPPING[v["model_type"]] if v["model_type"] in CONFIG_MAPPING else subs.get(key)
            if isinstance(sub, type) and getattr(sub, "model_type", None) == v["model_type"]:
                dropped += drop_derived(v, sub, (*path, key))
        elif key not in params and key not in KEPT:
            dropped.append(((*path, key), d.pop(key)))
    return dropped


def restore(cfg, dropped: list[tuple[tuple, object]]) -> None:
    for path, value in dropped:
        target = cfg
        for name in path[:-1]:
            target = getattr(target, name, None)
        if target is not None and getattr(target, path[-1], None) is None:
            setattr(target, path[-1], value)


def remap_index(v: int, old: int, new: int) -> int:
    if v < 0:
        return max(v, -new)
    return min(new - 1, round(v * (new - 1) / max(1, old - 1)))


def remap_indices(values: list[int], old: int, new: int) -> list[int]:
    """The indices moved into `new` layers, in the same order and as distinct as they were
    (the layer count is at least the number of distinct indices)."""
    out = [remap_index(v, old, new) for v in values]
    if len(set(out)) < len(set(values)):
        # Spread them: the k-th smallest distinct index becomes k (from the top when they
        # were the last layers, as feature taps usually are).
        distinct = sorted({v for v in values if v >= 0})
        offset = new - len(distinct) if distinct and distinct[-1] == old - 1 else 0
        rank = {v: offset + i for i, v in enumerate(distinct)}
        out = [rank.get(v, remap_index(v, old, new)) for v in values]
    return out


# Multimodal rotary sections the modeling code falls back to when the config names none (the
# default config does not; checkpoints do): set here so fit_rope sizes them to the tiny heads.
MROPE_DEFAULTS = {"qwen2_vl": [16, 24, 24], "qwen2_5_vl": [16, 24, 24], "glm4v": [8, 12, 12], "glm4v_moe": [8, 12, 12]}


def fit_rope(rope: dict, cfg: dict) -> None:
    """Multimodal rotary sections (Qwen-VL's mrope_section) split half the head width."""
    section = rope.get("mrope_section")
    if not (isinstance(section, list) and section and all(is_int(x) for x in section)):
        return
    head_dim = cfg.get("head_dim") or (cfg.get("hidden_size", WIDTH) // max(1, cfg.get("num_attention_heads", HEADS)))
    # Only the rotary part of each head is split (GLM-4.5V rotates half of it).
    factor = rope.get("partial_rotary_factor") or cfg.get("partial_rotary_factor") or 1.0
    if int(head_dim * factor) // 2 < len(section):
        # Too narrow for one rotary pair per section: wider heads (q/k/v project to them).
        head_dim = 2 * len(section) * round(1 / factor)
        cfg["head_dim"] = head_dim
    half = int(head_dim * factor) // 2
    total = sum(section)
    out = [max(1, x * half // total) for x in section]
    out[0] += half - sum(out)
    rope["mrope_section"] = out


def merge(d: dict, extra: dict) -> None:
    for key, v in extra.items():
        if isinstance(v, dict) and isinstance(d.get(key), dict):
            merge(d[key], v)
        else:
            d[key] = v


def tiny_config(model_type: str, arch: str | None, vocab: int, labels: int = 2):
    """The model type's default config (with tiny AutoConfig parts where it takes any), every
    size shrunk by the rules; text towers get the tokenizer's vocabulary and special ids."""
    from transformers import CONFIG_MAPPING

    from fixtures import FixtureLimit

    if model_type not in CONFIG_MAPPING:
        raise FixtureLimit(f"model_type {model_type!r} is not in transformers (remote code)")
    cls = CONFIG_MAPPING[model_type]
    specs = TINY_SUBCONFIGS.get(model_type, {})
    parts = {name: CONFIG_MAPPING[spec["model_type"]](**{k: v for k, v in spec.items() if k != "model_type"})
             for name, spec in specs.items()}
    try:
        d = cls(**parts).to_dict()
    except AttributeError:
        # Composites that read their parts as dicts (VisionEncoderDecoderConfig pops model_type).
        d = cls(**{name: dict(spec) for name, spec in specs.items()}).to_dict()
    shrink_tree(d, vocab, True, stage_scale(d), tower_widths(d))
    if model_type in MROPE_DEFAULTS:
        text = d.get("text_config") if isinstance(d.get("text_config"), dict) else d
        rope = text.setdefault("rope_parameters", {})
        rope.setdefault("mrope_section", list(MROPE_DEFAULTS[model_type]))
        fit_rope(rope, text)
    dropped = drop_derived(d, cls)
    merge(d, TINY_EXTRA.get(model_type, {}))
    if arch:
        d["architectures"] = [arch]
    cfg = cls.from_dict(d)
    restore(cfg, dropped)
    if arch and ("Classification" in arch or "ForMultipleChoice" in arch):
        names = ["NEGATIVE", "POSITIVE"][:labels] if labels <= 2 else [f"LABEL_{i}" for i in range(labels)]
        cfg.id2label = dict(enumerate(names))
        cfg.label2id = {n: i for i, n in enumerate(names)}
    return cfg


# A fixture stays a few tens of MB at most: fast to build, save and load on CPU.
MAX_PARAMS = 20_000_000


def instantiate(config, arch: str | None, auto: str | None):
    """The model, after checking on the meta device that the shrunk config is really tiny (a
    config whose sizes the shrink misses could otherwise take all the machine's memory)."""
    import torch
    import transformers

    from fixtures import FixtureLimit

    def create():
        if arch and hasattr(transformers, arch):
            return getattr(transformers, arch)(config)
        if auto and hasattr(transformers, auto):
            cls = getattr(transformers, auto)
            # An Auto class builds from a config; a named model class (the record's auto_model
            # can be one) is the model itself.
            return cls.from_config(config) if hasattr(cls, "from_config") else cls(config)
        raise FixtureLimit(f"no transformers class {arch or auto!r} (remote code)")

    with torch.device("meta"):
        probe = create()
    n = sum(p.numel() for p in probe.parameters())
    if n > MAX_PARAMS:
        raise FixtureLimit(
            f"the shrunk {type(config).__name__} still has {n / 1e6:.0f}M parameters{largest_part(probe, n)}"
        )
    del probe
    return create()


def largest_part(model, total: int) -> str:
    """Where most of the parameters are (the part the rules do not shrink), as the report says it."""
    best = None
    for name, module in model.named_modules():
        n = sum(p.numel() for p in module.parameters())
        # The deepest module still holding most of them.
        if name and n * 2 > total and (best is None or name.count(".") > best[0].count(".")):
            best = (name, n, type(module).__name__)
    return f" ({best[1] / 1e6:.0f}M in {best[0]}, a {best[2]})" if best else ""
