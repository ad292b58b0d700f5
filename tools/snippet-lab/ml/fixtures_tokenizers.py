"""The model's own tokenizer, its special tokens and what points at them, for the fixture
factory (fixtures.py): the generic BPE tokenizer it trains stands in for every model's, so the
pieces a model's processor, pipeline or generation code look up by name are added here, by
rules read from transformers' own classes rather than per model.

- `plan(record, model_type)`: the special tokens the model's processor and config name (an
  image placeholder, a begin-of-image marker, Whisper's task and language tokens...), and the
  tokenizer class to save the tokenizer under (kept only if that class loads it unchanged).
- `fit_config(config, tokenizer)`: the config's `<x>_token_id` / `<x>_token_index` fields point
  at those tokens (the model finds its image features by them), mixture-of-experts sizes the
  grouped-mm kernel accepts.
- `fit_model(model, tokenizer, model_type)`: a generation config that lets a random model
  decode to visible text (special and whitespace-only tokens suppressed), the model family's
  own generation fields (Whisper's language and task ids, Bark's sub-model configs), QA heads
  whose start and end agree.
- `chat_template(processor)`: a generic chat template that places the processor's image token.
- `infer_model_type(record)`: the model type of a record whose config is empty, from its
  architectures or its tags, when transformers has that type.
"""

from __future__ import annotations

import inspect
import json
import re
from pathlib import Path

# Token attributes every tokenizer has: not model-specific.
COMMON = {"bos", "eos", "pad", "unk", "cls", "sep", "mask", "decoder_start", "forced_bos", "forced_eos"}
LITERAL = re.compile(r"""["'](<\|?[A-Za-z][\w.]*\|?>)["']""")


class TokenPlan:
    def __init__(self) -> None:
        self.named: dict[str, str] = {}  # extra special tokens with an attribute (image_token -> "<image_token>")
        self.plain: list[str] = []  # other special tokens, in order
        self.tokenizer_class: str | None = None

    def all(self) -> list[str]:
        out = list(self.named.values())
        for t in self.plain:
            if t not in out:
                out.append(t)
        return out


def _processor_class(model_type: str):
    import transformers
    from transformers.models.auto.processing_auto import PROCESSOR_MAPPING_NAMES

    name = PROCESSOR_MAPPING_NAMES.get(model_type)
    return getattr(transformers, name, None) if name else None


def _config_token_fields(model_type: str) -> list[str]:
    """The `<x>` of the default config's `<x>_token_id` / `<x>_token_index` fields (its own and
    its text config's), beyond the common ones."""
    from transformers import CONFIG_MAPPING

    try:
        cfg = CONFIG_MAPPING[model_type]()
    except Exception:  # noqa: BLE001 - a config that needs arguments names no tokens we can read
        return []
    out: list[str] = []
    for c in (cfg, getattr(cfg, "text_config", None)):
        if c is None:
            continue
        for key, value in c.to_dict().items() if hasattr(c, "to_dict") else []:
            m = re.fullmatch(r"(\w+?)_token_(?:id|index)", key)
            if m and m.group(1) not in COMMON and isinstance(value, int) and m.group(1) not in out:
                out.append(m.group(1))
    return out


# Vision-encoder-decoder records name no encoder or decoder; a tag names the family whose pair
# the tiny stand-in takes (the generic one is ViT + GPT-2), with the task tokens its pipeline writes.
VED_FAMILIES: dict[str, dict] = {
    "donut": {
        # Donut: a Swin encoder, an mBART decoder, the DocVQA prompt tokens the
        # document-question-answering pipeline builds its prompt from.
        "encoder": {"model_type": "donut-swin", "image_size": [64, 64], "patch_size": 4, "embed_dim": 16,
                    "depths": [1, 1], "num_heads": [2, 4], "window_size": 4},
        "decoder": {"model_type": "mbart", "d_model": 32, "decoder_layers": 2, "encoder_layers": 2,
                    "decoder_attention_heads": 4, "encoder_attention_heads": 4, "decoder_ffn_dim": 37,
                    "encoder_ffn_dim": 37, "is_decoder": True, "add_cross_attention": True},
        "image_processor": ("DonutImageProcessor", {"size": {"height": 64, "width": 64}}),
        "processor": "DonutProcessor",
        "tokens": ["<s_docvqa>", "<s_question>", "</s_question>", "<s_answer>", "</s_answer>"],
    },
}


def ved_family(record: dict) -> dict | None:
    if (record.get("config") or {}).get("model_type") != "vision-encoder-decoder":
        return None
    return next((VED_FAMILIES[t] for t in record.get("tags") or [] if t in VED_FAMILIES), None)


def plan(record: dict, model_type: str | None) -> TokenPlan:
    p = TokenPlan()
    family = ved_family(record)
    if family:
        p.plain += family["tokens"]
    if not model_type:
        return p
    if model_type == "whisper":
        _whisper_tokens(p)
    proc = _processor_class(model_type)
    if proc is not None:
        try:
            source = inspect.getsource(inspect.getmodule(proc))
        except (OSError, TypeError):
            source = ""
        # The tokenizer attributes the processor reads (tokenizer.boi_token, tokenizer.image_token):
        # named extra special tokens, with the literal the same line gives as a fallback if any.
        for line in source.splitlines():
            for name in re.findall(r"tokenizer\.(\w+_token)\b", line):
                if name[: -len("_token")] in COMMON or name in p.named:
                    continue
                lit = LITERAL.search(line)
                p.named[name] = lit.group(1) if lit else f"<{name}>"
        # Token literals the processor falls back on or defaults to (Qwen's <|image_pad|>, Llama 4's <|image|>).
        for tok in LITERAL.findall(source):
            if tok not in p.plain:
                p.plain.append(tok)
    present = set(p.all())
    for x in _config_token_fields(model_type):
        if _token_for(x, p) is None:
            tok = f"<|{x}|>"
            if tok not in present:
                p.plain.append(tok)
    return p


def _token_for(x: str, p: TokenPlan) -> str | None:
    """The token a config's `<x>_token_id` names: the named one, or `<|x|>`, `<|x_pad|>`, `<x>`."""
    if f"{x}_token" in p.named:
        return p.named[f"{x}_token"]
    for cand in (f"<|{x}|>", f"<|{x}_pad|>", f"<{x}>", f"<|{x}_token|>"):
        if cand in p.plain:
            return cand
    return None


def _whisper_tokens(p: TokenPlan) -> None:
    """Whisper's special tokens in its order: the generation code and the ASR pipeline's
    timestamp decoding find them by these strings and by position (timestamps come last)."""
    from transformers.models.whisper.tokenization_whisper import LANGUAGES

    p.plain += ["<|endoftext|>", "<|startoftranscript|>"]
    p.plain += [f"<|{code}|>" for code in LANGUAGES]
    p.plain += ["<|translate|>", "<|transcribe|>", "<|startoflm|>", "<|startofprev|>", "<|nocaptions|>",
                "<|notimestamps|>"]
    p.tokenizer_class = "WhisperTokenizer"


def python_tokenizer(model_type: str | None, corpus: str, out: Path):
    """The model's own tokenizer when its class is a Python one over a WordPiece vocab.txt
    (TAPAS's table tokenizer, which no generic tokenizer can stand in for), over
    wordpiece_vocab(`corpus`); None for the others."""
    import transformers
    from transformers import PreTrainedTokenizer
    from transformers.models.auto.tokenization_auto import TOKENIZER_MAPPING_NAMES

    name = TOKENIZER_MAPPING_NAMES.get(model_type or "")
    cls = getattr(transformers, name, None) if isinstance(name, str) else None
    if not (isinstance(cls, type) and issubclass(cls, PreTrainedTokenizer)):
        return None
    # A BERT-style vocabulary (its own special tokens are [UNK], [CLS]...): what wordpiece_vocab writes.
    unk = inspect.signature(cls.__init__).parameters.get("unk_token")
    if getattr(cls, "vocab_files_names", {}) != {"vocab_file": "vocab.txt"} or unk is None or unk.default != "[UNK]":
        return None
    vocab = wordpiece_vocab(corpus, ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "[EMPTY]"])
    out.mkdir(parents=True, exist_ok=True)
    (out / "vocab.txt").write_text("".join(t + "\n" for t in vocab))
    made = cls(vocab_file=str(out / "vocab.txt"), model_max_length=512)
    made.save_pretrained(out)
    return made


def wordpiece_vocab(corpus: str, specials: list[str], size: int = 600) -> list[str]:
    """A BERT-style WordPiece vocabulary for `corpus`, the same list for the same input on every
    run (so vocab.txt is the same file byte for byte): `specials` first, in their order ([PAD]
    keeps id 0), then every character of the lowercased corpus and of a fixed ASCII base
    (letters, digits, punctuation) on its own and as a `##` continuation, so any word of those
    characters tokenizes, then the corpus's words, the most frequent that fit in `size` (ties by
    spelling); each group sorted. It replaces the tokenizers library's WordPieceTrainer, whose
    merges break ties in hash order: each run wrote another vocab.txt."""
    import string
    from collections import Counter

    from tokenizers import normalizers, pre_tokenizers

    text = normalizers.BertNormalizer(lowercase=True).normalize_str(corpus)
    words = [w for w, _ in pre_tokenizers.BertPreTokenizer().pre_tokenize_str(text)]
    chars = sorted(set(string.ascii_lowercase + string.digits + string.punctuation).union(*words))
    pieces = [*specials, *chars, *(f"##{c}" for c in chars)]
    counts = Counter(w for w in words if len(w) > 1)
    frequent = sorted(counts, key=lambda w: (-counts[w], w))[: max(size - len(pieces), 0)]
    return pieces + sorted(frequent)


def tokenizer_kwargs(p: TokenPlan) -> dict:
    """Extra keyword arguments for PreTrainedTokenizerFast: the named tokens as attributes."""
    return {"extra_special_tokens": dict(p.named)} if p.named else {}


def save_class(p: TokenPlan, record: dict, model_type: str | None, fast, out: Path):
    """Saves the tokenizer under the model's own tokenizer class (so its methods exist: Whisper's
    ASR decoding, timestamps) when that class loads the saved files back unchanged, and returns
    it loaded as that class; the generic class stays otherwise."""
    if model_type == "whisper":
        # Timestamps follow the last special token (the ASR pipeline decodes them by position).
        fast.add_tokens([f"<|{i * 0.02:.2f}|>" for i in range(1501)])
        fast.save_pretrained(out)
    name = p.tokenizer_class
    if not name:
        return fast
    path = out / "tokenizer_config.json"
    data = json.loads(path.read_text())
    before = data.get("tokenizer_class")
    data["tokenizer_class"] = name
    path.write_text(json.dumps(data, indent=2))
    try:
        from transformers import AutoTokenizer

        loaded = AutoTokenizer.from_pretrained(str(out))
        # The same pieces for ordinary text (the class may frame them with its own prefix tokens).
        text = "Hello, my dog is cute. What is the capital of France?"
        same = loaded(text, add_special_tokens=False)["input_ids"] == fast(text, add_special_tokens=False)["input_ids"]
        if type(loaded).__name__ != name or not same:
            raise ValueError("differs")
        return loaded
    except Exception:  # noqa: BLE001 - the generic class stays
        data["tokenizer_class"] = before
        path.write_text(json.dumps(data, indent=2))
        return fast


# ---------------------------------------------------------------- config and model


def fit_config(config, tokenizer, model_type: str, record: dict | None = None):
    """Points the config's model-specific token fields at the tokenizer's tokens; MoE sizes;
    stage vocabularies that hold the ids the family's own generation config uses; a tagged
    vision-encoder-decoder family's own encoder and decoder. Returns the config."""
    family = ved_family(record or {})
    if family:
        from transformers import AutoConfig, VisionEncoderDecoderConfig

        enc = dict(family["encoder"])
        dec = dict(family["decoder"], vocab_size=len(tokenizer), pad_token_id=tokenizer.pad_token_id,
                   bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id)
        new = VisionEncoderDecoderConfig.from_encoder_decoder_configs(
            AutoConfig.for_model(enc.pop("model_type"), **enc), AutoConfig.for_model(dec.pop("model_type"), **dec)
        )
        new.architectures = config.architectures
        new.decoder_start_token_id = tokenizer.bos_token_id
        new.pad_token_id = tokenizer.pad_token_id
        new.eos_token_id = tokenizer.eos_token_id
        config = new
    _fit_stage_vocab(config, tokenizer, model_type)
    vocab = tokenizer.get_vocab()
    named = {}
    for attr in dir(tokenizer):
        if attr.endswith("_token") and not attr.startswith("_"):
            try:
                value = getattr(tokenizer, attr)
            except Exception:  # noqa: BLE001, S112 - a property that needs state the tokenizer lacks
                continue
            if isinstance(value, str) and value in vocab:
                named[attr[: -len("_token")]] = value

    def token_id(x: str) -> int | None:
        for cand in ([named[x]] if x in named else []) + [f"<|{x}|>", f"<|{x}_pad|>", f"<{x}>", f"<|{x}_token|>"]:
            if cand in vocab:
                return vocab[cand]
        return None

    subs = [config] + [getattr(config, n, None) for n in ("text_config", "vision_config", "audio_config")]
    for c in subs:
        if c is None:
            continue
        for key in list(vars(c)):
            m = re.fullmatch(r"(\w+?)_token_(?:id|index)", key)
            if not m or m.group(1) in COMMON or not isinstance(getattr(c, key), int):
                continue
            found = token_id(m.group(1))
            if found is not None:
                setattr(c, key, found)
        fit_moe(c)
    return config


def _fit_stage_vocab(config, tokenizer, model_type: str) -> None:
    """A multi-stage model's stage (Bark's semantic, coarse, fine) embeds the token ids its stage
    generation config names (pad and infer tokens past an offset text vocabulary): the stage's
    input vocabulary must hold them (see _stage_generation for the ids)."""
    own = _stage_generation(model_type, tokenizer)
    if own is None:
        return
    for key, stage in vars(own).items():
        sub = getattr(config, key, None)
        if not isinstance(stage, dict) or sub is None or not hasattr(sub, "input_vocab_size"):
            continue
        ids = [v for k, v in stage.items() if isinstance(v, int) and ("token" in k or "offset" in k)]
        if ids and sub.input_vocab_size <= max(ids):
            sub.input_vocab_size = max(ids) + 1


def _stage_generation(model_type: str, tokenizer):
    """The family's own generation config (Bark's stages), its special ids past the offset text
    vocabulary moved down to just after this tokenizer's (in the same order and spacing), so the
    stage embeddings that hold them stay small."""
    own = _own_generation_config(model_type)
    if own is None:
        return None
    for stage in vars(own).values():
        if not isinstance(stage, dict) or "text_encoding_offset" not in stage:
            continue
        top = stage["text_encoding_offset"] + len(tokenizer)
        high = [k for k, v in stage.items() if isinstance(v, int) and "token" in k and v >= top]
        low = min((stage[k] for k in high), default=top)
        for k in high:
            stage[k] = top + stage[k] - low
    return own


def fit_moe(c) -> None:
    """Expert sizes whose rows are 16-byte multiples (the grouped-mm kernel's strides)."""
    if not any(getattr(c, k, None) for k in ("num_local_experts", "num_experts", "n_routed_experts")):
        return
    for key in ("intermediate_size", "moe_intermediate_size", "expert_intermediate_size"):
        value = getattr(c, key, None)
        if isinstance(value, int) and value % 16:
            setattr(c, key, (value + 15) // 16 * 16)


def fit_model(model, tokenizer, model_type: str) -> None:
    """Generation defaults and heads that make a random model's output visible text."""
    _fit_qa_head(model)
    own = _stage_generation(model_type, tokenizer)
    if own is not None:
        # A multi-stage model (Bark) reads its stages' settings from its own generation config class.
        model.generation_config = own
        return
    gen = getattr(model, "generation_config", None)
    if gen is None or not model.can_generate():
        return
    if model_type == "whisper":
        _whisper_generation(model, tokenizer)
        return
    # Random weights favour no token: those that decode to nothing visible are suppressed, so
    # greedy decoding prints words (a real model stops at its end token; this one runs to its limit).
    head = model.get_output_embeddings()
    if head is not None and not hasattr(head, "weight"):
        return  # one head per audio codebook (MusicGen): the output is not the tokenizer's text
    vocab = tokenizer.get_vocab()
    special = set(tokenizer.all_special_ids)
    blank = [i for t, i in vocab.items() if i in special or not tokenizer.decode([i]).strip()]
    size = head.weight.shape[0] if head is not None else len(vocab)
    # Tokens the generation config forces stay possible (forcing a suppressed token is an error),
    # and so does the unknown token: a snippet forcing a language code the tiny vocabulary lacks
    # (NLLB's "fra_Latn") forces it.
    forced = {tokenizer.unk_token_id}
    for key in ("forced_bos_token_id", "forced_eos_token_id"):
        value = getattr(gen, key, None)
        forced |= set(value) if isinstance(value, (list, tuple)) else {value}
    gen.suppress_tokens = sorted(i for i in blank if i < size and i not in forced)


def _own_generation_config(model_type: str):
    """The default of the family's own generation config class (models/<family>/
    generation_configuration_<family>.py), or None when it has none."""
    import importlib

    family = model_type.replace("-", "_")
    try:
        module = importlib.import_module(f"transformers.models.{family}.generation_configuration_{family}")
    except ImportError:
        return None
    from transformers import GenerationConfig

    # The top class: the one whose name is the family's (BarkGenerationConfig, not its stages').
    # Its fields beyond the base class's (the stages' settings) go into a plain GenerationConfig
    # as dicts, as the real repositories store them.
    base = set(vars(GenerationConfig()))
    for name, cls in vars(module).items():
        if isinstance(cls, type) and issubclass(cls, GenerationConfig) and name.lower() == f"{family}generationconfig":
            extra = {k: v.to_dict() if hasattr(v, "to_dict") else v for k, v in vars(cls()).items() if k not in base}
            return GenerationConfig(**extra)
    return None


def _fit_qa_head(model) -> None:
    """An extractive QA head whose start and end logits agree, so the best span is one token
    (random ones put the end before the start: an empty answer)."""
    import torch

    head = getattr(model, "qa_outputs", None)
    if isinstance(head, torch.nn.Linear) and head.out_features == 2:
        with torch.no_grad():
            head.weight[1].copy_(head.weight[0])
            head.bias[1].copy_(head.bias[0])


def _whisper_generation(model, tokenizer) -> None:
    from transformers.models.whisper.tokenization_whisper import LANGUAGES

    gen = model.generation_config
    ids = tokenizer.convert_tokens_to_ids
    gen.lang_to_id = {f"<|{c}|>": ids(f"<|{c}|>") for c in LANGUAGES}
    gen.task_to_id = {"translate": ids("<|translate|>"), "transcribe": ids("<|transcribe|>")}
    gen.no_timestamps_token_id = ids("<|notimestamps|>")
    gen.is_multilingual = True
    gen.decoder_start_token_id = ids("<|startoftranscript|>")
    gen.eos_token_id = gen.pad_token_id = ids("<|endoftext|>")
    gen.forced_decoder_ids = None
    gen.begin_suppress_tokens = [ids("<|endoftext|>")]
    # Its language, task and timestamp tokens are forced or detected, never decoded as text.
    gen.suppress_tokens = sorted(
        i for t, i in tokenizer.get_vocab().items()
        if i in set(tokenizer.all_special_ids) or re.fullmatch(r"<\|[^|]*\|>", t) or not tokenizer.decode([i]).strip()
    )
    for c in (model.config,):
        c.decoder_start_token_id = gen.decoder_start_token_id
        c.eos_token_id = c.pad_token_id = gen.eos_token_id


# ---------------------------------------------------------------- companion repositories


def companions(record: dict, model_type: str | None, hf_home: Path, snapshot, publish) -> None:
    """Repositories the pipeline loads by a fixed id next to the model's: SpeechT5's text-to-audio
    pipeline loads its HiFi-GAN vocoder (the pipeline module's DEFAULT_VOCODER_ID)."""
    if model_type != "speecht5":
        return
    from transformers.pipelines.text_to_audio import DEFAULT_VOCODER_ID

    cfg = record.get("config") or {}
    mels = cfg.get("num_mel_bins") or 80
    snap, ready = snapshot(hf_home, DEFAULT_VOCODER_ID, ["vocoder", mels])
    if ready:
        return

    def build(out: Path) -> None:
        import torch
        from transformers import SpeechT5HifiGan, SpeechT5HifiGanConfig

        torch.manual_seed(0)
        config = SpeechT5HifiGanConfig(model_in_dim=mels, upsample_initial_channel=32, upsample_rates=[4, 4],
                                       upsample_kernel_sizes=[8, 8], resblock_kernel_sizes=[3],
                                       resblock_dilation_sizes=[[1, 3]])
        SpeechT5HifiGan(config).save_pretrained(out)

    publish(hf_home, DEFAULT_VOCODER_ID, snap, build)


# ---------------------------------------------------------------- processor


def family_processor(config, tokenizer, out: Path) -> bool:
    """The tagged vision-encoder-decoder family's processor (Donut's), saved; False for others."""
    import transformers

    enc = getattr(getattr(config, "encoder", None), "model_type", None)
    family = next((f for f in VED_FAMILIES.values() if f["encoder"]["model_type"] == enc), None)
    if family is None:
        return False
    name, kwargs = family["image_processor"]
    image_processor = getattr(transformers, name)(**kwargs)
    processor = getattr(transformers, family["processor"])(image_processor=image_processor, tokenizer=tokenizer)
    processor.save_pretrained(out)
    return True


def add_video_processor(model_type: str, processor_cls, parts: dict, out: Path) -> None:
    """The model type's video processor, for a processor that takes one (Qwen-VL's requires it)."""
    import transformers
    from transformers.models.auto.video_processing_auto import (
        VIDEO_PROCESSOR_MAPPING_NAMES,
    )

    if "video_processor" not in inspect.signature(processor_cls.__init__).parameters:
        return
    name = VIDEO_PROCESSOR_MAPPING_NAMES.get(model_type)
    if not name or not hasattr(transformers, name):
        return
    try:
        parts["video_processor"] = getattr(transformers, name)()
    except Exception:  # noqa: BLE001 - best effort, as the other parts
        parts.pop("video_processor", None)


# ---------------------------------------------------------------- chat template


def chat_template(processor) -> str | None:
    """The generic chat template with the processor's image placeholder where an image part is
    (wrapped in its vision start/end tokens when it has them), or None without an image token."""
    image = getattr(processor, "image_token", None)
    if not isinstance(image, str):
        return None
    start = getattr(processor, "vision_start_token", None) or _in_vocab(processor, "<|vision_start|>")
    end = getattr(processor, "vision_end_token", None) or _in_vocab(processor, "<|vision_end|>")
    image_part = f"{start or ''}{image}{end or ''}"
    video = getattr(processor, "video_token", None)
    video_part = f"{start or ''}{video}{end or ''}" if isinstance(video, str) else ""
    return (
        "{% for message in messages %}<s>{{ message['role'] }}\n"
        "{% if message['content'] is string %}{{ message['content'] }}{% else %}"
        "{% for part in message['content'] %}{% if part['type'] == 'text' %}{{ part['text'] }}"
        f"{{% elif part['type'] == 'image' %}}{image_part}"
        f"{{% elif part['type'] == 'video' %}}{video_part}{{% endif %}}"
        "{% endfor %}{% endif %}</s>\n{% endfor %}{% if add_generation_prompt %}<s>assistant\n{% endif %}"
    )


def _in_vocab(processor, token: str) -> str | None:
    tok = getattr(processor, "tokenizer", None)
    return token if tok is not None and token in tok.get_vocab() else None


# ---------------------------------------------------------------- model type


def infer_model_type(record: dict) -> tuple[str, str | None]:
    """(model_type, architecture) of a record whose config declares no model_type: from its
    config's architectures (the transformers class's config), else from a tag naming a model type
    transformers has. Remote-code records stay limits (their classes are not transformers')."""
    import transformers
    from transformers import CONFIG_MAPPING

    from fixtures import FixtureLimit

    cfg = record.get("config") or {}
    tags = record.get("tags") or []
    for arch in cfg.get("architectures") or []:
        cls = getattr(transformers, arch, None)
        model_type = getattr(getattr(cls, "config_class", None), "model_type", None)
        if model_type:
            return model_type, arch
    if "custom_code" not in tags and not cfg.get("auto_map"):
        for tag in tags:
            if tag in CONFIG_MAPPING and tag != "transformers":
                auto = (record.get("transformersInfo") or {}).get("auto_model")
                if auto:
                    return tag, None
                from transformers.models.auto.modeling_auto import MODEL_MAPPING_NAMES

                return tag, MODEL_MAPPING_NAMES.get(tag)
    if "custom_code" in tags or cfg.get("auto_map"):
        raise FixtureLimit("the record declares no model_type (remote code)")
    raise FixtureLimit("the record declares no model_type, and no tag names one transformers has")
