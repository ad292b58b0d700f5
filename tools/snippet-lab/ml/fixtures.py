"""Fixture factory for level 4: a tiny random model for each sample record, written into an
offline Hugging Face cache under the record's id (the record stays the real one; only the
weights are tiny and random).

    python fixtures.py RECORDS.json HF_HOME  ->  prints one JSON line per record:
        {"id": ..., "ok": true, "facts": {...}} or {"id": ..., "ok": false, "reason": "..."}

Each fixture lives in `$HF_HOME/hub/models--{owner}--{name}/snapshots/<rev>/` with `refs/main`
pointing at <rev>, which is a hash of the record's facts that shape the fixture and of this
file: a second run with the same inputs finds the snapshot and does nothing.
"""

from __future__ import annotations

import hashlib
import inspect
import json
import os
import shutil
import sys
import tempfile
import traceback
from pathlib import Path

import fixtures_keras
import fixtures_spacy
import fixtures_tokenizers
from fixtures_config import instantiate, tiny_config

HERE = Path(__file__).resolve()
# This file and its per-library modules (fixtures_*.py) shape every fixture.
FACTORY_HASH = hashlib.sha256(
    b"".join(p.read_bytes() for p in sorted(HERE.parent.glob("fixtures*.py")))
).hexdigest()[:12]
# The siblings import FixtureLimit from here: the same class when this file runs as a script.
sys.modules.setdefault("fixtures", sys.modules[__name__])

# Words the snippets' example inputs use, so a tokenizer trained on them covers the inputs
# with whole tokens (any other text still tokenizes, byte by byte).
CORPUS = """
Paris is the capital of France. The quick brown fox jumps over the lazy dog. Once upon a time,
What is the capital of France? My name is Wolfgang and I live in Berlin. Where do I live?
That is a happy person. That is a happy dog. That is a very happy person. Today is a sunny day.
The weather is lovely today. It's so sunny outside! He drove to the stadium. How many people
live in Berlin? Berlin has a population of 3,520,031 registered inhabitants. Berlin is well known
for its museums. Translate English to German: How old are you? I like you. I love you.
Hello, my dog is cute. The tower is 324 metres (1,063 ft) tall, about the same height as an
81-storey building, and the tallest structure in Paris. Describe this image. Hi, how are you?
def print_hello_world(): print("hello world") import numpy as np 0 1 2 3 4 5 6 7 8 9
"""

SPECIALS = ["<pad>", "<s>", "</s>", "<unk>", "[CLS]", "[SEP]", "[MASK]", "<mask>"]
CHAT_TEMPLATE = (
    "{% for message in messages %}<s>{{ message['role'] }}\n"
    "{% if message['content'] is string %}{{ message['content'] }}{% else %}"
    "{% for part in message['content'] %}{% if part['type'] == 'text' %}{{ part['text'] }}{% endif %}"
    "{% endfor %}{% endif %}</s>\n{% endfor %}{% if add_generation_prompt %}<s>assistant\n{% endif %}"
)

# A PEFT adapter's base model is usually not a sample record: its family from its name.
BASE_FAMILIES = [
    ("opt", "opt", "OPTForCausalLM"),
    ("roberta", "roberta", None),
    ("bge", "bert", None),
    ("bert", "bert", None),
    ("t0", "t5", None),
    ("t5", "t5", None),
    ("llama", "llama", None),
    ("mistral", "mistral", None),
    ("qwen", "qwen2", None),
    ("gemma", "gemma", None),
    ("bloom", "bloom", None),
    ("gpt2", "gpt2", None),
]

PEFT_TASK_AUTO = {
    "CAUSAL_LM": "AutoModelForCausalLM",
    "SEQ_2_SEQ_LM": "AutoModelForSeq2SeqLM",
    "SEQ_CLS": "AutoModelForSequenceClassification",
    "TOKEN_CLS": "AutoModelForTokenClassification",
    "QUESTION_ANS": "AutoModelForQuestionAnswering",
    "FEATURE_EXTRACTION": "AutoModel",
}


class FixtureLimit(Exception):
    """The factory cannot make a fixture for this record (not a snippet defect)."""


def repo_dir(hf_home: Path, repo_id: str) -> Path:
    return hf_home / "hub" / ("models--" + repo_id.replace("/", "--"))


def snapshot(hf_home: Path, repo_id: str, key: object) -> tuple[Path, bool]:
    """The snapshot folder for `key`; True when it already exists (complete)."""
    rev = hashlib.sha1(json.dumps([FACTORY_HASH, key], sort_keys=True, default=str).encode()).hexdigest()
    base = repo_dir(hf_home, repo_id)
    snap = base / "snapshots" / rev
    ref = base / "refs" / "main"
    return snap, (snap / ".complete").exists() and ref.exists() and ref.read_text() == rev


def publish(hf_home: Path, repo_id: str, snap: Path, build) -> None:
    """Builds into a temporary folder, then moves it into place and points refs/main at it.
    What `build` returns (facts the output checks use, e.g. the embedding size) is kept in
    `.facts.json`."""
    base = repo_dir(hf_home, repo_id)
    (base / "snapshots").mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=base / "snapshots", prefix=".tmp-"))
    try:
        facts = build(tmp)
        (tmp / ".facts.json").write_text(json.dumps(facts or {}))
        (tmp / ".complete").write_text("")
        if snap.exists():
            shutil.rmtree(snap)
        tmp.rename(snap)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp)
    (base / "refs").mkdir(exist_ok=True)
    (base / "refs" / "main").write_text(snap.name)


# ---------------------------------------------------------------- tokenizer


def make_tokenizer(record: dict, out: Path, model_type: str | None = None):
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers
    from transformers import PreTrainedTokenizerFast

    own_type = model_type or (record.get("config") or {}).get("model_type")
    own = fixtures_tokenizers.python_tokenizer(own_type, CORPUS, out)
    if own is not None:
        return own
    tok = Tokenizer(models.BPE(unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=600, special_tokens=SPECIALS, initial_alphabet=pre_tokenizers.ByteLevel.alphabet()
    )
    tok.train_from_iterator([CORPUS] * 4, trainer=trainer)
    tok.post_processor = processors.TemplateProcessing(
        single="<s> $A </s>",
        pair="<s> $A </s> </s> $B </s>",
        special_tokens=[("<s>", tok.token_to_id("<s>")), ("</s>", tok.token_to_id("</s>"))],
    )
    mask = record.get("mask_token") or "<mask>"
    if mask not in SPECIALS:
        tok.add_special_tokens([mask])
    cfg = record.get("config") or {}
    # The model's own special tokens (its processor's image token, Whisper's task tokens...).
    plan = fixtures_tokenizers.plan(record, model_type or cfg.get("model_type"))
    if plan.all():
        tok.add_special_tokens(plan.all())
    template = (cfg.get("tokenizer_config") or {}).get("chat_template")
    if isinstance(template, list):
        template = next((t.get("template") for t in template if t.get("name") == "default"), None)
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tok,
        bos_token="<s>",
        eos_token="</s>",
        unk_token="<unk>",
        pad_token="<pad>",
        cls_token="<s>",
        sep_token="</s>",
        mask_token=mask,
        model_max_length=512,
        **fixtures_tokenizers.tokenizer_kwargs(plan),
    )
    fast.chat_template = template or CHAT_TEMPLATE
    fast.save_pretrained(out)
    return fixtures_tokenizers.save_class(plan, record, model_type or cfg.get("model_type"), fast, out)


# ---------------------------------------------------------------- transformers models


# The machine is shared: a fixture that escapes the size check fails, it does not take it all.
MEMORY_LIMIT = 8 << 30


def make_transformers(
    record: dict, out: Path, model_type: str | None = None, arch: str | None = None, labels: int = 2
) -> None:
    import torch

    cfg = record.get("config") or {}
    model_type = model_type or cfg.get("model_type")
    archs = cfg.get("architectures") or []
    arch = arch or (archs[0] if archs else None)
    auto = (record.get("transformersInfo") or {}).get("auto_model")
    if not model_type:
        model_type, inferred = fixtures_tokenizers.infer_model_type(record)
        arch = arch or inferred
    torch.manual_seed(0)
    fast = make_tokenizer(record, out, model_type)
    config = tiny_config(model_type, arch, len(fast), labels)
    config = fixtures_tokenizers.fit_config(config, fast, model_type, record)
    fit_image_token(config, fast, model_type)
    if getattr(config, "is_encoder_decoder", False) and getattr(config, "decoder_start_token_id", None) is None:
        config.decoder_start_token_id = 0
    model = instantiate(config, arch, auto)
    fixtures_tokenizers.fit_model(model, fast, model_type)
    model.save_pretrained(out)
    make_processors(model_type, fast, out, config)
    # A vision or audio model has no tokenizer: one left in the folder sends pipelines down a
    # text path (object detection with a tokenizer is LayoutLM's).
    if (record.get("transformersInfo") or {}).get("processor") in ("AutoImageProcessor", "AutoFeatureExtractor"):
        for name in ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json", "chat_template.jinja"):
            (out / name).unlink(missing_ok=True)


# Composite model types whose image processor / processor is their encoder's; detectors whose
# checkpoints name RT-DETR's image processor (transformers maps none to their own type).
# GLM-4.5V (MoE) takes GLM-4.1V's processors.
PROCESSOR_TYPE = {
    "vision-encoder-decoder": "vit",
    "dab-detr": "detr",
    "d_fine": "rt_detr",
    "rt_detr_v2": "rt_detr",
    "glm4v_moe": "glm4v",
}
# The checkpoint's feature extractor where transformers maps the model type to another
# (Wav2Vec2-BERT's checkpoints take log-mel features, not raw audio).
FEATURE_EXTRACTOR_CLASS = {"wav2vec2-bert": "SeamlessM4TFeatureExtractor"}
# Image processor settings of the checkpoints that the class defaults lack: EoMT's pad the
# resized image to the square its position embeddings are sized for.
IMAGE_PROCESSOR_KWARGS = {"eomt": {"do_pad": True}}
PROCESSOR_CLASS = {"vision-encoder-decoder": "TrOCRProcessor"}


def config_image_size(config) -> int | None:
    """The input image size the model was built for (its own or its vision tower's)."""
    for c in (config, getattr(config, "vision_config", None), getattr(config, "encoder", None)):
        size = getattr(c, "image_size", None) if c is not None else None
        if isinstance(size, int):
            return size
        if isinstance(size, (list, tuple)) and size and isinstance(size[0], int):
            return size[0]
    return None


def fit_image_size(processor, size: int | None) -> None:
    """Resizes to what the (default-sized) model takes: the processor's defaults can differ."""
    if size is None:
        return
    for attr in ("size", "crop_size"):
        value = getattr(processor, attr, None)
        if value is None:
            continue
        keys = set(value) if isinstance(value, dict) else {k for k in ("height", "width") if getattr(value, k, None)}
        if {"height", "width"} <= keys:
            setattr(processor, attr, {"height": size, "width": size})


# Model types whose processor expands the tokenizer's `image_token` (Gemma 3 after its
# begin-of-image token), which the config's image token id must then name: the generic fitting
# finds another placeholder (`<image>`) or none in the stand-in tokenizer.
IMAGE_TOKEN_FROM_TOKENIZER = {"gemma3", "llava"}


def fit_image_token(config, tokenizer, model_type: str) -> None:
    token = getattr(tokenizer, "image_token", None) if model_type in IMAGE_TOKEN_FROM_TOKENIZER else None
    if not isinstance(token, str) or token not in tokenizer.get_vocab():
        return
    for key in ("image_token_index", "image_token_id"):
        if isinstance(vars(config).get(key), int):
            setattr(config, key, tokenizer.convert_tokens_to_ids(token))


# A processor's own fields that count image tokens or patches, as the model's config names them
# (the checkpoint's processor_config.json carries them; the class defaults are the large model's).
PROCESSOR_SIZES = {
    "patch_size": ("vision_config", "patch_size"),
    "vision_feature_select_strategy": (None, "vision_feature_select_strategy"),
    "image_seq_length": (None, "mm_tokens_per_image"),
}


def processor_sizes(proc: str, config) -> dict:
    """The PROCESSOR_SIZES fields the processor class takes, read from the tiny config."""
    import transformers

    if config is None:
        return {}
    params = inspect.signature(getattr(transformers, proc).__init__).parameters
    out = {}
    for name, (sub, field) in PROCESSOR_SIZES.items():
        holder = getattr(config, sub, None) if sub else config
        value = getattr(holder, field, None) if holder is not None else None
        if name in params and value is not None:
            out[name] = value
    # A CLIP vision tower adds its class token to the patches (LLaVA's checkpoints say 1).
    vision = getattr(config, "vision_config", None)
    if "num_additional_image_tokens" in params and getattr(vision, "model_type", "").startswith("clip"):
        out["num_additional_image_tokens"] = 1
    return out


def fit_patches(processor, config) -> None:
    """An image / video processor that cuts patches itself (Qwen-VL's) cuts them as the vision
    tower does: its class default can differ from the model type's config default."""
    vision = getattr(config, "vision_config", None) if config is not None else None
    if vision is None:
        return
    for attr, field in (("patch_size", "patch_size"), ("merge_size", "spatial_merge_size"),
                        ("temporal_patch_size", "temporal_patch_size")):
        value = getattr(vision, field, None)
        if isinstance(getattr(processor, attr, None), int) and isinstance(value, int):
            setattr(processor, attr, value)


def make_processors(model_type: str, tokenizer, out: Path, config=None) -> None:
    """The model type's image processor / feature extractor with their defaults (image size
    fitted to the model), and the processor combining them with the tokenizer, where transformers
    can build them (best effort: a snippet that needs a missing one reports it)."""
    if config is not None and fixtures_tokenizers.family_processor(config, tokenizer, out):
        return
    proc = PROCESSOR_CLASS.get(model_type)
    model_type = PROCESSOR_TYPE.get(model_type, model_type)
    import transformers
    from transformers.models.auto.feature_extraction_auto import FEATURE_EXTRACTOR_MAPPING_NAMES
    from transformers.models.auto.image_processing_auto import IMAGE_PROCESSOR_MAPPING_NAMES
    from transformers.models.auto.processing_auto import PROCESSOR_MAPPING_NAMES

    parts: dict = {}
    names = IMAGE_PROCESSOR_MAPPING_NAMES.get(model_type)
    if isinstance(names, dict):
        names = names.get("pil") or next(iter(names.values()), None)
    elif isinstance(names, (tuple, list)):
        names = next((n for n in names if n), None)
    if names and hasattr(transformers, names):
        try:
            parts["image_processor"] = getattr(transformers, names)(**IMAGE_PROCESSOR_KWARGS.get(model_type, {}))
            fit_image_size(parts["image_processor"], config_image_size(config) if config is not None else None)
            fit_patches(parts["image_processor"], config)
            parts["image_processor"].save_pretrained(out)
        except Exception:  # noqa: BLE001
            parts.pop("image_processor", None)
    fe = FEATURE_EXTRACTOR_CLASS.get(model_type) or FEATURE_EXTRACTOR_MAPPING_NAMES.get(model_type)
    if fe and hasattr(transformers, fe) and "image_processor" not in parts:
        try:
            parts["feature_extractor"] = getattr(transformers, fe)()
            parts["feature_extractor"].save_pretrained(out)
        except Exception:  # noqa: BLE001
            parts.pop("feature_extractor", None)
    proc = proc or PROCESSOR_MAPPING_NAMES.get(model_type)
    if proc and hasattr(transformers, proc):
        fixtures_tokenizers.add_video_processor(model_type, getattr(transformers, proc), parts, out)
        if "video_processor" in parts:
            fit_patches(parts["video_processor"], config)
        try:
            processor = getattr(transformers, proc)(tokenizer=tokenizer, **parts, **processor_sizes(proc, config))
            if tokenizer.chat_template == CHAT_TEMPLATE:
                processor.chat_template = fixtures_tokenizers.chat_template(processor) or CHAT_TEMPLATE
            processor.save_pretrained(out)
        except Exception:  # noqa: BLE001
            pass


# ---------------------------------------------------------------- sentence-transformers


def make_sentence_transformers(record: dict, out: Path) -> None:
    from sentence_transformers import CrossEncoder, SentenceTransformer, SparseEncoder, models

    tags = set(record.get("tags") or [])
    cfg = record.get("config") or {}
    model_type = cfg.get("model_type") or "bert"
    if model_type not in ("bert", "xlm-roberta", "roberta", "mpnet", "qwen2", "qwen3", "gemma2", "gemma3_text"):
        model_type = "bert"
    work = Path(tempfile.mkdtemp())
    try:
        if record.get("pipeline_tag") == "text-ranking" or "cross-encoder" in record["id"]:
            make_transformers(record, work, model_type, f"{type_prefix(model_type)}ForSequenceClassification", 1)
            ce = CrossEncoder(str(work), num_labels=1)
            ce.save_pretrained(str(out))
            return
        make_transformers(record, work, model_type, None if model_type != "bert" else "BertModel")
        if "sparse-encoder" in tags or "splade" in record["id"].lower():
            from sentence_transformers.sparse_encoder.models import MLMTransformer, SpladePooling

            make_transformers(record, work, model_type, f"{type_prefix(model_type)}ForMaskedLM")
            mlm = MLMTransformer(str(work))
            SparseEncoder(modules=[mlm, SpladePooling(pooling_strategy="max")]).save(str(out))
            return
        word = models.Transformer(str(work))
        pool = models.Pooling(word.get_word_embedding_dimension(), "mean")
        SentenceTransformer(modules=[word, pool]).save(str(out))
    finally:
        shutil.rmtree(work, ignore_errors=True)


def type_prefix(model_type: str) -> str:
    return {
        "bert": "Bert",
        "xlm-roberta": "XLMRoberta",
        "roberta": "Roberta",
        "mpnet": "MPNet",
        "qwen2": "Qwen2",
        "qwen3": "Qwen3",
        "gemma2": "Gemma2",
        "gemma3_text": "Gemma3Text",
    }[model_type]


# ---------------------------------------------------------------- PEFT


def base_family(base_id: str) -> tuple[str, str | None]:
    low = base_id.lower().split("/")[-1]
    for needle, model_type, arch in BASE_FAMILIES:
        if needle in low:
            return model_type, arch
    raise FixtureLimit(f"cannot tell the architecture of the base model {base_id!r}")


def make_peft(record: dict, out: Path, hf_home: Path) -> list[str]:
    """The adapter in `out`; its tiny base in the cache too. Returns the base id."""
    import transformers
    from peft import LoraConfig, get_peft_model
    from transformers import AutoConfig

    pcfg = (record.get("config") or {}).get("peft") or {}
    base_id = pcfg.get("base_model_name_or_path") or (record.get("cardData") or {}).get("base_model")
    if isinstance(base_id, list):
        base_id = base_id[0]
    if not base_id:
        raise FixtureLimit("the adapter names no base model")
    task = pcfg.get("task_type") or "CAUSAL_LM"
    auto_name = PEFT_TASK_AUTO.get(task)
    if auto_name is None:
        raise FixtureLimit(f"PEFT task type {task!r} has no fixture")
    model_type, arch = base_family(base_id)
    base_record = {"id": base_id, "config": {"model_type": model_type}, "transformersInfo": {"auto_model": auto_name}}
    base_snap, ready = snapshot(hf_home, base_id, ["peft-base", model_type, auto_name])
    if not ready:
        publish(hf_home, base_id, base_snap, lambda d: make_transformers(base_record, d, model_type, None))
    auto = getattr(transformers, auto_name)
    base = auto.from_pretrained(str(base_snap))
    targets = {"opt": ["q_proj", "v_proj"], "llama": ["q_proj", "v_proj"], "mistral": ["q_proj", "v_proj"],
               "qwen2": ["q_proj", "v_proj"], "gemma": ["q_proj", "v_proj"], "t5": ["q", "v"],
               "bloom": ["query_key_value"], "gpt2": ["c_attn"]}.get(model_type, ["query", "value"])
    task_type = task if task != "FEATURE_EXTRACTION" else None
    lora = LoraConfig(r=4, lora_alpha=8, target_modules=targets, task_type=task_type)
    try:
        model = get_peft_model(base, lora)
    except AttributeError as e:
        if "_prepare_encoder_decoder_kwargs_for_generation" not in str(e):
            raise
        import peft

        raise FixtureLimit(
            f"library limit: peft {peft.__version__} cannot wrap a transformers {transformers.__version__} "
            "seq2seq model "
            "(it calls _prepare_encoder_decoder_kwargs_for_generation, which transformers 5 removed)"
        ) from e
    model.save_pretrained(str(out))
    # The adapter names its base by id, as the real one does.
    cfg_path = out / "adapter_config.json"
    data = json.loads(cfg_path.read_text())
    data["base_model_name_or_path"] = base_id
    cfg_path.write_text(json.dumps(data, indent=2))
    del AutoConfig
    return [base_id]


# ---------------------------------------------------------------- scikit-learn


def sklearn_example(record: dict):
    """The DataFrame the snippet passes (from the record's widget example), or None."""
    widget = record.get("widgetData") or []
    for w in widget if isinstance(widget, list) else [widget]:
        data = (w.get("structured_data") or w.get("structuredData")) if isinstance(w, dict) else None
        if isinstance(data, dict) and data:
            return {k: v for k, v in data.items() if isinstance(v, list)}
    cfg = (record.get("config") or {}).get("sklearn") or {}
    return cfg.get("example_input")


def make_sklearn(record: dict, out: Path) -> None:
    import joblib
    import numpy as np
    import pandas as pd
    from sklearn.compose import make_column_transformer
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LinearRegression, LogisticRegression
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import OneHotEncoder

    cfg = (record.get("config") or {}).get("sklearn") or {}
    filename = ((cfg.get("model") or {}).get("file")) or "model.pkl"
    task = record.get("pipeline_tag") or ""
    regression = "regression" in task
    example = sklearn_example(record)
    if task == "text-classification":
        model = make_pipeline(TfidfVectorizer(), LogisticRegression())
        model.fit(["I love this", "I hate this", "great", "awful"], [1, 0, 1, 0])
    elif example:
        frame = pd.DataFrame(example)
        cats = [c for c in frame.columns if not pd.api.types.is_numeric_dtype(frame[c])]
        frame = pd.concat([frame] * 4, ignore_index=True)
        y = np.arange(len(frame)) % 2
        model = make_pipeline(
            make_column_transformer((OneHotEncoder(handle_unknown="ignore"), cats), remainder="passthrough"),
            LinearRegression() if regression else LogisticRegression(),
        )
        model.fit(frame, y.astype(float) if regression else y)
    else:
        model = LinearRegression() if regression else LogisticRegression()
        model.fit(np.array([[0.0, 1.0], [1.0, 0.0], [0.5, 0.5], [1.0, 1.0]]), np.array([0, 1, 0, 1]))
    # A .pkl/.pickle file is a plain pickle (what pickle.load and joblib.load both read); others joblib's format.
    if filename.endswith((".pkl", ".pickle")):
        import pickle

        with open(out / filename, "wb") as f:
            pickle.dump(model, f)
    else:
        joblib.dump(model, out / filename)
    (out / "config.json").write_text(json.dumps(record.get("config") or {}))


# ---------------------------------------------------------------- driver


def build(record: dict, hf_home: Path) -> dict:
    """Makes the record's fixture unless it is there; returns its facts."""
    lib = record.get("library_name")
    key = [lib, record.get("config"), record.get("transformersInfo"), record.get("pipeline_tag"),
           record.get("mask_token"), record.get("tags"), record.get("widgetData")]
    if lib == "keras":  # which archives the repository holds
        key.append(record.get("siblings"))
    snap, ready = snapshot(hf_home, record["id"], key)
    if ready and (lib != "spacy" or fixtures_spacy.installed(record, hf_home)):
        return json.loads((snap / ".facts.json").read_text()) if (snap / ".facts.json").exists() else {}
    if lib == "transformers":
        publish(hf_home, record["id"], snap, lambda d: make_transformers(record, d))
        own_type = (record.get("config") or {}).get("model_type")
        fixtures_tokenizers.companions(record, own_type, hf_home, snapshot, publish)
    elif lib == "sentence-transformers":
        publish(hf_home, record["id"], snap, lambda d: make_sentence_transformers(record, d))
    elif lib == "peft":
        publish(hf_home, record["id"], snap, lambda d: make_peft(record, d, hf_home))
    elif lib == "sklearn":
        publish(hf_home, record["id"], snap, lambda d: make_sklearn(record, d))
    elif lib == "keras":
        publish(hf_home, record["id"], snap, lambda d: fixtures_keras.make_keras(record, d))
    elif lib == "spacy":
        publish(hf_home, record["id"], snap, lambda d: fixtures_spacy.make_spacy(record, d, hf_home))
    elif lib == "timm":
        from fixtures_vision import VISION_HASH, make_timm

        snap, ready = snapshot(hf_home, record["id"], [VISION_HASH, key])
        if ready:
            return json.loads((snap / ".facts.json").read_text())

        publish(hf_home, record["id"], snap, lambda d: make_timm(record, d))
    elif lib == "open_clip":
        from fixtures_vision import VISION_HASH, make_open_clip

        snap, ready = snapshot(hf_home, record["id"], [VISION_HASH, key])
        if ready:
            return json.loads((snap / ".facts.json").read_text())

        def text_tower(text_id: str) -> None:
            base = {"id": text_id, "config": {"model_type": "bert"}, "transformersInfo": {"auto_model": "AutoModel"}}
            text_snap, text_ready = snapshot(hf_home, text_id, ["open_clip-text", "bert"])
            if not text_ready:
                publish(hf_home, text_id, text_snap, lambda d: make_transformers(base, d, "bert", "BertModel"))

        publish(hf_home, record["id"], snap, lambda d: make_open_clip(record, d, text_tower))
    else:
        raise FixtureLimit(f"no fixture factory for library {lib!r}")
    return json.loads((snap / ".facts.json").read_text())


def main() -> None:
    records = json.loads(Path(sys.argv[1]).read_text())
    hf_home = Path(sys.argv[2])
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TQDM_DISABLE"] = "1"
    # The machine is shared: a fixture that escapes the size check fails, it does not take it all.
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    import warnings

    warnings.filterwarnings("ignore")
    from transformers.utils import logging as tlog

    tlog.set_verbosity_error()
    for record in records:
        try:
            facts = build(record, hf_home)
            print(json.dumps({"id": record["id"], "ok": True, "facts": facts}), flush=True)
        except FixtureLimit as e:
            print(json.dumps({"id": record["id"], "ok": False, "reason": str(e)}), flush=True)
        except Exception as e:  # noqa: BLE001 - reported per record, the rest still build
            last = traceback.format_exception_only(type(e), e)[-1].strip()
            print(json.dumps({"id": record["id"], "ok": False, "reason": f"factory error: {last[:300]}"}), flush=True)


if __name__ == "__main__":
    main()
