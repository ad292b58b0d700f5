"""ONNX fixture factory for the transformers.js snippets (level 4, Node side): for each sample
record a tiny random model of the record's family, exported with torch.onnx into the layout
transformers.js loads from `env.localModelPath`:

    <root>/<owner>/<name>/config.json, tokenizer.json, tokenizer_config.json,
                          preprocessor_config.json (vision), onnx/model.onnx

`onnx/model.onnx` is the file transformers.js asks for with its Node default (device "cpu",
dtype "fp32": no file-name suffix, src/utils/dtypes.js). Decoders take and return the KV cache
under the names transformers.js feeds (`past_key_values.N.key` in, `present.N.key` out).

    python fixtures_onnx.py RECORDS.json ROOT  ->  one JSON line per record:
        {"id": ..., "ok": true} or {"id": ..., "ok": false, "reason": "..."}

Also writes ROOT/../media/ (image.png, image.jpg, speaker_embeddings.bin) for the preload's URL stand-in. A model whose
ROOT/<id>/.fixture holds the same hash (record family + this file and
fixtures_tokenizers.py) is reused.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import sys
import traceback
import warnings
from pathlib import Path

from fixtures_tokenizers import wordpiece_vocab

HERE = Path(__file__).resolve()
# This file and the sibling it takes the WordPiece vocabulary from shape every fixture.
FACTORY_HASH = hashlib.sha256(
    HERE.read_bytes() + (HERE.parent / "fixtures_tokenizers.py").read_bytes()
).hexdigest()[:12]

CORPUS = [
    "I love transformers! My name is Clara and I live in Berkeley, California.",
    "My name is Wolfgang and I live in Berlin. Where do I live? The quick brown fox jumps over the lazy dog.",
    "I have a problem with my phone that needs to be fixed today! urgent not urgent phone computer",
    "This example is about. The tower is 324 metres tall, about the same height as an 81-storey building.",
    "Once upon a time, Paris is the capital of France. What is the capital of France? Hello, how are you?",
]
TINY = {"hidden_size": 32, "num_hidden_layers": 2, "num_attention_heads": 4, "intermediate_size": 37}
NER_LABELS = ["O", "B-PER", "I-PER", "B-ORG", "I-ORG", "B-LOC", "I-LOC", "B-MISC", "I-MISC"]
CHAT_TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


# ---- tokenizers ---------------------------------------------------------------------------


def wordpiece(out: Path, tokenizer_class: str) -> int:
    """A BERT-style WordPiece tokenizer.json over wordpiece_vocab(CORPUS): the same file on every
    build (the tokenizers library's trainer broke ties in hash order, even the vocabulary's size
    varied)."""
    from tokenizers import Tokenizer, decoders, models, normalizers, pre_tokenizers, processors

    special = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    vocab = wordpiece_vocab(" ".join(CORPUS), special, size=300)
    tok = Tokenizer(models.WordPiece({t: i for i, t in enumerate(vocab)}, unk_token="[UNK]"))
    tok.normalizer = normalizers.BertNormalizer(lowercase=True)
    tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    tok.add_special_tokens(special)  # matched whole in text ("[MASK]"), kept at their ids
    cls, sep = tok.token_to_id("[CLS]"), tok.token_to_id("[SEP]")
    tok.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]",
        pair="[CLS] $A [SEP] $B:1 [SEP]:1",
        special_tokens=[("[CLS]", cls), ("[SEP]", sep)],
    )
    tok.decoder = decoders.WordPiece()
    tok.save(str(out / "tokenizer.json"))
    tokenizer_config(
        out,
        tokenizer_class,
        unk_token="[UNK]",
        pad_token="[PAD]",
        cls_token="[CLS]",
        sep_token="[SEP]",
        mask_token="[MASK]",
        do_lower_case=True,
    )
    return tok.get_vocab_size()


def byte_bpe(
    out: Path, tokenizer_class: str, roberta: bool = False, chat: bool = False, pad_first: bool = False,
    extra_special: tuple[str, ...] = (), last_special: tuple[str, ...] = (),
) -> tuple[int, dict]:
    """A byte-level BPE; `roberta` wraps sequences in <s> … </s> (BART), `chat` adds ChatML tokens,
    `pad_first` gives <pad> the id 0 (OWL-ViT takes a query whose first id is 0 for padding)."""
    from tokenizers import (
        Tokenizer,
        decoders,
        models,
        pre_tokenizers,
        processors,
        trainers,
    )

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    special = ["<s>", "<pad>", "</s>", "<unk>", "<mask>"] if roberta else ["<|endoftext|>"]
    if pad_first:
        special = ["<pad>", "<s>", "</s>", "<unk>", "<mask>"]
    if chat:
        special += ["<|im_start|>", "<|im_end|>"]
    special += list(extra_special)
    trainer = trainers.BpeTrainer(
        vocab_size=400, special_tokens=special, initial_alphabet=pre_tokenizers.ByteLevel.alphabet()
    )
    tok.train_from_iterator(CORPUS, trainer)
    # Added after training: the highest ids (Whisper counts every id above <|notimestamps|> as a timestamp).
    tok.add_special_tokens(list(last_special))
    special += list(last_special)
    if roberta:
        tok.post_processor = processors.RobertaProcessing(
            ("</s>", tok.token_to_id("</s>")), ("<s>", tok.token_to_id("<s>"))
        )
    tok.save(str(out / "tokenizer.json"))
    ids = {t: tok.token_to_id(t) for t in special}
    if roberta:
        tokenizer_config(
            out, tokenizer_class, bos_token="<s>", eos_token="</s>", pad_token="<pad>", unk_token="<unk>",
            mask_token="<mask>", sep_token="</s>", cls_token="<s>",
        )  # fmt: skip
    else:
        end = "<|im_end|>" if chat else "<|endoftext|>"
        extra = {"chat_template": CHAT_TEMPLATE} if chat else {}
        tokenizer_config(out, tokenizer_class, eos_token=end, pad_token="<|endoftext|>", **extra)
    return tok.get_vocab_size(), ids


def tokenizer_config(out: Path, tokenizer_class: str, **fields) -> None:
    body = {"tokenizer_class": tokenizer_class, "model_max_length": 512, **fields}
    (out / "tokenizer_config.json").write_text(json.dumps(body, indent=2))


def image_processor(out: Path, processor: str, size: int = 32, **extra) -> None:
    body = {
        "image_processor_type": processor,
        "do_resize": True,
        "size": {"height": size, "width": size},
        "do_rescale": True,
        "rescale_factor": 1 / 255,
        "do_normalize": True,
        "image_mean": [0.5, 0.5, 0.5],
        "image_std": [0.5, 0.5, 0.5],
        **extra,
    }
    (out / "preprocessor_config.json").write_text(json.dumps(body, indent=2))


# ---- export -------------------------------------------------------------------------------


def export(module, inputs: dict, outputs: list[str], out: Path, dynamic: dict | None = None) -> None:
    """torch.onnx (TorchScript exporter: no onnxscript rewrite, stable I/O names) to onnx/model.onnx."""
    import torch

    (out / "onnx").mkdir(parents=True, exist_ok=True)
    axes = dynamic or {name: {0: "batch_size", 1: "sequence_length"} for name in inputs}
    for name in outputs:
        axes.setdefault(name, {0: "batch_size"})
    with warnings.catch_warnings(), torch.no_grad():
        warnings.simplefilter("ignore")
        torch.onnx.export(
            module.eval(),
            tuple(inputs.values()),
            str(out / "onnx" / "model.onnx"),
            input_names=list(inputs),
            output_names=outputs,
            dynamic_axes=axes,
            opset_version=18,
            dynamo=False,
        )


def add_kv_cache(
    inputs: dict, axes: dict, outputs: list[str], layers: int, shape: tuple[int, ...], *, seq2seq: bool
) -> None:
    """Adds a decoder's own KV cache to an export's `inputs`, `axes` and `outputs`: per layer its key
    then its value (the order the decoders here unpack `*past` and return the cache in), a random
    `shape` (batch, heads, past length, head size) input and its output, batch and length dynamic.

    The names are the rule transformers.js binds the cache by (it matches session inputs and outputs
    by name, not position: getKeyValueNames in src/configs.js, getPastKeyValues in
    src/models/modeling_utils.js): input `past_key_values.N.key`/`.value`, output `present.N.key`/
    `.value`, with `.decoder` after N when the decoder's config is a seq2seq model's (its
    self-attention cache; the cross-attention keys are recomputed, so no `.encoder` names)."""
    import torch

    part, seq = (".decoder", "decoder_sequence_length") if seq2seq else ("", "sequence_length")
    for i in range(layers):
        for kind in ("key", "value"):
            past, present = f"past_key_values.{i}{part}.{kind}", f"present.{i}{part}.{kind}"
            inputs[past] = torch.randn(*shape)
            axes[past] = {0: "batch_size", 2: f"past_{seq}"}
            outputs.append(present)
            axes[present] = {0: "batch_size", 2: f"total_{seq}"}


class Outputs:
    """Wraps a model so its forward takes positional tensors and returns the named fields."""

    def __new__(cls, model, fields: list[str], input_names: list[str]):
        import torch

        class Wrapper(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.model = model

            def forward(self, *args):
                result = self.model(**dict(zip(input_names, args, strict=True)))
                return tuple(getattr(result, f) for f in fields)

        return Wrapper()


def text_inputs(token_types: bool) -> dict:
    import torch

    ids = torch.tensor([[2, 10, 11, 12, 3], [2, 13, 14, 3, 0]])
    inputs = {"input_ids": ids, "attention_mask": torch.ones_like(ids)}
    if token_types:
        inputs["token_type_ids"] = torch.zeros_like(ids)
    return inputs


def encoder(out: Path, config_cls, model_cls, fields: list[str], tokenizer_class: str, **config) -> None:
    vocab = wordpiece(out, tokenizer_class)
    cfg = config_cls(vocab_size=vocab, pad_token_id=0, **config)
    model = model_cls(cfg)
    cfg.save_pretrained(out)
    inputs = text_inputs(token_types=cfg.model_type == "bert")
    export(Outputs(model, fields, list(inputs)), inputs, fields, out)


def labels(names: list[str]) -> dict:
    return {"id2label": dict(enumerate(names)), "label2id": {n: i for i, n in enumerate(names)}}


def bert(task: str):
    def build(out: Path) -> None:
        import transformers as t

        tiny = {**TINY, "max_position_embeddings": 64}
        if task == "fill-mask":
            encoder(out, t.BertConfig, t.BertForMaskedLM, ["logits"], "BertTokenizer", **tiny)
        elif task == "token-classification":
            encoder(
                out, t.BertConfig, t.BertForTokenClassification, ["logits"], "BertTokenizer",
                **tiny, **labels(NER_LABELS),
            )  # fmt: skip
        else:
            encoder(out, t.BertConfig, t.BertModel, ["last_hidden_state"], "BertTokenizer", **tiny)

    return build


def distilbert(task: str):
    def build(out: Path) -> None:
        import transformers as t

        tiny = {"dim": 32, "n_layers": 2, "n_heads": 4, "hidden_dim": 37, "max_position_embeddings": 64}
        if task == "question-answering":
            encoder(
                out, t.DistilBertConfig, t.DistilBertForQuestionAnswering, ["start_logits", "end_logits"],
                "DistilBertTokenizer", **tiny,
            )  # fmt: skip
        else:
            encoder(
                out, t.DistilBertConfig, t.DistilBertForSequenceClassification, ["logits"],
                "DistilBertTokenizer", **tiny, **labels(["NEGATIVE", "POSITIVE"]),
            )  # fmt: skip

    return build


def bart_mnli(out: Path) -> None:
    import torch
    import transformers as t

    vocab, ids = byte_bpe(out, "BartTokenizer", roberta=True)
    cfg = t.BartConfig(
        vocab_size=vocab, d_model=32, encoder_layers=2, decoder_layers=2, encoder_attention_heads=4,
        decoder_attention_heads=4, encoder_ffn_dim=37, decoder_ffn_dim=37, max_position_embeddings=64,
        bos_token_id=ids["<s>"], pad_token_id=ids["<pad>"], eos_token_id=ids["</s>"],
        decoder_start_token_id=ids["</s>"], **labels(["contradiction", "neutral", "entailment"]),
    )  # fmt: skip
    model = t.BartForSequenceClassification(cfg)
    cfg.save_pretrained(out)
    # Every row ends with one </s> (the classification head reads the hidden state there).
    eos = ids["</s>"]
    row = torch.tensor([[ids["<s>"], 10, 11, 12, eos], [ids["<s>"], 13, 14, 15, eos]])
    inputs = {"input_ids": row, "attention_mask": torch.ones_like(row)}
    export(Outputs(model, ["logits"], list(inputs)), inputs, ["logits"], out)


def causal_lm(family: str, chat: bool):
    """A decoder with its KV cache as transformers.js feeds it (past_key_values.N.key/value)."""

    def build(out: Path) -> None:
        import torch
        import transformers as t
        from transformers.cache_utils import DynamicCache

        tok_class = {
            "gpt2": "GPT2Tokenizer", "qwen2": "Qwen2Tokenizer", "llama": "PreTrainedTokenizerFast",
            "granite": "GPT2Tokenizer",
        }[family]  # fmt: skip
        vocab, ids = byte_bpe(out, tok_class, chat=chat)
        eos = ids["<|im_end|>"] if chat else ids["<|endoftext|>"]
        common = {"vocab_size": vocab, "bos_token_id": ids["<|endoftext|>"], "eos_token_id": eos}
        if family == "gpt2":
            cfg = t.GPT2Config(n_embd=32, n_layer=2, n_head=4, n_inner=37, n_positions=128, **common)
            model_cls, heads, head_dim, positions = t.GPT2LMHeadModel, 4, 8, False
        elif family == "granite":
            # Granite 4.0 micro is a granitemoehybrid whose layers are all attention (no Mamba, no experts).
            cfg = t.GraniteMoeHybridConfig(
                hidden_size=32, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                intermediate_size=37, shared_intermediate_size=37, num_local_experts=0, num_experts_per_tok=0,
                layer_types=["attention", "attention"], position_embedding_type="rope", mamba_n_heads=4,
                mamba_d_head=16, max_position_embeddings=128, tie_word_embeddings=False, **common,
            )  # fmt: skip
            model_cls, heads, head_dim, positions = t.GraniteMoeHybridForCausalLM, 2, 8, True
        else:
            config_cls = t.Qwen2Config if family == "qwen2" else t.LlamaConfig
            cfg = config_cls(
                hidden_size=32, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                intermediate_size=37, head_dim=8, max_position_embeddings=128, tie_word_embeddings=False, **common,
            )  # fmt: skip
            model_cls = t.Qwen2ForCausalLM if family == "qwen2" else t.LlamaForCausalLM
            heads, head_dim, positions = 2, 8, True
        model = model_cls(cfg).eval()
        # Random weights would often end the answer at once; with the special tokens' output rows
        # zeroed, greedy decoding picks ordinary tokens, so the snippet prints generated text.
        with torch.no_grad():
            for token in ids.values():
                model.get_output_embeddings().weight[token] = 0
        cfg.save_pretrained(out)
        if family == "granite":
            # transformers 5 writes "full_attention"; the Hub's Granite 4 configs (what
            # transformers.js reads to name the cache inputs) say "attention".
            saved = json.loads((out / "config.json").read_text())
            saved["layer_types"] = ["attention" for _ in saved["layer_types"]]
            (out / "config.json").write_text(json.dumps(saved, indent=2))
        (out / "generation_config.json").write_text(
            json.dumps({"bos_token_id": common["bos_token_id"], "eos_token_id": eos, "do_sample": False})
        )
        layers = cfg.num_hidden_layers

        class WithCache(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.model = model

            def forward(self, input_ids, attention_mask, *rest):
                position_ids = rest[0] if positions else None
                past = rest[1:] if positions else rest
                cache = DynamicCache(
                    ddp_cache_data=[(past[2 * i], past[2 * i + 1]) for i in range(layers)], config=cfg
                )
                kwargs = {"position_ids": position_ids} if positions else {}
                r = self.model(
                    input_ids=input_ids, attention_mask=attention_mask, past_key_values=cache, use_cache=True, **kwargs
                )
                flat = []
                for layer in r.past_key_values.layers:
                    flat += [layer.keys, layer.values]
                return (r.logits, *flat)

        past_len, seq = 3, 2
        inputs = {
            "input_ids": torch.tensor([[5, 6], [7, 8]]),
            "attention_mask": torch.ones(2, past_len + seq, dtype=torch.long),
        }
        axes = {
            "input_ids": {0: "batch_size", 1: "sequence_length"},
            "attention_mask": {0: "batch_size", 1: "total_sequence_length"},
            "logits": {0: "batch_size", 1: "sequence_length"},
        }
        if positions:
            inputs["position_ids"] = torch.tensor([[3, 4], [3, 4]])
            axes["position_ids"] = {0: "batch_size", 1: "sequence_length"}
        outputs = ["logits"]
        add_kv_cache(inputs, axes, outputs, layers, (2, heads, past_len, head_dim), seq2seq=False)
        export(WithCache(), inputs, outputs, out, axes)

    return build


def vision(kind: str):
    def build(out: Path) -> None:
        import torch
        import transformers as t

        pixels = {"pixel_values": torch.randn(1, 3, 32, 32)}
        axes = {"pixel_values": {0: "batch_size"}}
        if kind == "vit":
            cfg = t.ViTConfig(image_size=32, patch_size=8, **TINY, **labels(["parrot", "cat", "dog"]))
            model, fields = t.ViTForImageClassification(cfg), ["logits"]
            image_processor(out, "ViTImageProcessor")
        else:
            cfg = t.Dinov2Config(image_size=32, patch_size=8, **TINY)
            model, fields = t.Dinov2Model(cfg), ["last_hidden_state"]
            image_processor(
                out, "BitImageProcessor", size=32, do_center_crop=True, crop_size={"height": 32, "width": 32}
            )
            (out / "preprocessor_config.json").write_text(
                json.dumps(
                    {**json.loads((out / "preprocessor_config.json").read_text()), "size": {"shortest_edge": 32}}
                )
            )
        cfg.save_pretrained(out)
        export(Outputs(model, fields, ["pixel_values"]), pixels, fields, out, axes)

    return build


def clip(out: Path) -> None:
    import torch
    import transformers as t

    vocab, ids = byte_bpe(out, "CLIPTokenizer", roberta=True)
    text = {**TINY, "vocab_size": vocab, "max_position_embeddings": 64, "eos_token_id": ids["</s>"]}
    text.update(bos_token_id=ids["<s>"], pad_token_id=ids["<pad>"])
    cfg = t.CLIPConfig(
        text_config=text, vision_config={**TINY, "image_size": 32, "patch_size": 8}, projection_dim=16
    )
    model = t.CLIPModel(cfg)
    cfg.save_pretrained(out)
    image_processor(out, "CLIPImageProcessor", size=32, do_center_crop=True, crop_size={"height": 32, "width": 32})
    p = json.loads((out / "preprocessor_config.json").read_text())
    (out / "preprocessor_config.json").write_text(json.dumps({**p, "size": {"shortest_edge": 32}}))
    row = torch.tensor([[ids["<s>"], 10, 11, ids["</s>"]], [ids["<s>"], 12, 13, ids["</s>"]]])
    inputs = {"input_ids": row, "pixel_values": torch.randn(1, 3, 32, 32), "attention_mask": torch.ones_like(row)}
    axes = {
        "input_ids": {0: "text_batch_size", 1: "sequence_length"},
        "attention_mask": {0: "text_batch_size", 1: "sequence_length"},
        "pixel_values": {0: "image_batch_size"},
        "logits_per_image": {0: "image_batch_size", 1: "text_batch_size"},
        "logits_per_text": {0: "text_batch_size", 1: "image_batch_size"},
    }
    fields = ["logits_per_image", "logits_per_text"]
    export(Outputs(model, fields, list(inputs)), inputs, fields, out, axes)


def owlvit(out: Path) -> None:
    """OWL-ViT with its class head shifted so that every patch scores over the pipeline's 0.1 threshold."""
    import torch
    import transformers as t

    vocab, ids = byte_bpe(out, "CLIPTokenizer", roberta=True, pad_first=True)
    text = {**TINY, "vocab_size": vocab, "max_position_embeddings": 64, "eos_token_id": ids["</s>"]}
    text.update(bos_token_id=ids["<s>"], pad_token_id=ids["<pad>"])
    cfg = t.OwlViTConfig(
        text_config=text, vision_config={**TINY, "image_size": 32, "patch_size": 8}, projection_dim=32
    )
    model = t.OwlViTForObjectDetection(cfg).eval()
    with torch.no_grad():
        head = model.class_head
        head.logit_shift.weight.zero_()
        head.logit_shift.bias.fill_(5.0)
        head.logit_scale.weight.zero_()
        head.logit_scale.bias.fill_(1.0)
        # No learnt offset: each patch's box is its own cell (the box bias), inside the image.
        model.box_head.dense2.weight.zero_()
        model.box_head.dense2.bias.zero_()
    cfg.save_pretrained(out)
    image_processor(out, "OwlViTImageProcessor", size=32)
    row = torch.tensor([[ids["<s>"], 10, 11, ids["</s>"]], [ids["<s>"], 12, 13, ids["</s>"]]])
    inputs = {"input_ids": row, "pixel_values": torch.randn(1, 3, 32, 32), "attention_mask": torch.ones_like(row)}
    axes = {
        "input_ids": {0: "text_batch_size", 1: "sequence_length"},
        "attention_mask": {0: "text_batch_size", 1: "sequence_length"},
        "pixel_values": {0: "batch_size"},
        "logits": {0: "batch_size", 2: "num_queries"},
        "pred_boxes": {0: "batch_size"},
    }
    fields = ["logits", "pred_boxes"]
    export(Outputs(model, fields, list(inputs)), inputs, fields, out, axes)


def pixels_only(out: Path, model, fields: list[str]) -> None:
    import torch

    inputs = {"pixel_values": torch.randn(1, 3, 32, 32)}
    export(Outputs(model, fields, ["pixel_values"]), inputs, fields, out, {"pixel_values": {0: "batch_size"}})


def depth(kind: str):
    """DPT or Depth Anything (a DINOv2 backbone), predicting `predicted_depth` at 32×32."""

    def build(out: Path) -> None:
        import transformers as t

        heads = {"neck_hidden_sizes": [8, 16, 32, 32], "fusion_hidden_size": 16}
        if kind == "dpt":
            # The record's hybrid (ViT on a BiT backbone) variant is shrunk to plain DPT-ViT.
            cfg = t.DPTConfig(
                **{**TINY, "num_hidden_layers": 4}, image_size=32, patch_size=8, is_hybrid=False,
                backbone_out_indices=[0, 1, 2, 3], **heads,
            )  # fmt: skip
            model = t.DPTForDepthEstimation(cfg)
        else:
            backbone = t.Dinov2Config(
                **{**TINY, "num_hidden_layers": 4}, image_size=32, patch_size=8,
                out_features=["stage1", "stage2", "stage3", "stage4"], reshape_hidden_states=False,
            )  # fmt: skip
            cfg = t.DepthAnythingConfig(
                backbone_config=backbone, reassemble_hidden_size=32, patch_size=8, head_hidden_size=8, **heads
            )
            model = t.DepthAnythingForDepthEstimation(cfg)
        cfg.save_pretrained(out)
        image_processor(out, "DPTImageProcessor")
        pixels_only(out, model, ["predicted_depth"])

    return build


def detr(out: Path) -> None:
    """DETR on a tiny ResNet, its class head biased to one label so the pipeline's 0.9 threshold keeps boxes."""
    import torch
    import transformers as t

    backbone = t.ResNetConfig(embedding_size=8, hidden_sizes=[8, 16], depths=[1, 1], out_features=["stage2"])
    cfg = t.DetrConfig(
        use_timm_backbone=False, backbone_config=backbone, use_pretrained_backbone=False, d_model=32,
        encoder_layers=1, decoder_layers=1, encoder_attention_heads=4, decoder_attention_heads=4,
        encoder_ffn_dim=37, decoder_ffn_dim=37, num_queries=4, **labels(["bird", "branch"]),
    )  # fmt: skip
    model = t.DetrForObjectDetection(cfg).eval()
    with torch.no_grad():
        model.class_labels_classifier.bias[0] = 10.0
    cfg.save_pretrained(out)
    image_processor(out, "DetrImageProcessor")
    pixels_only(out, model, ["logits", "pred_boxes"])


def swin2sr(out: Path) -> None:
    """Swin2SR ×2 super-resolution; the preload's image (64×48) is a multiple of its window already."""
    import torch
    import transformers as t

    cfg = t.Swin2SRConfig(
        image_size=16, embed_dim=16, depths=[1, 1], num_heads=[2, 2], window_size=8, upscale=2,
        upsampler="pixelshuffle", img_range=1.0,
    )  # fmt: skip
    model = t.Swin2SRForImageSuperResolution(cfg)
    cfg.save_pretrained(out)
    (out / "preprocessor_config.json").write_text(
        json.dumps({
            "image_processor_type": "Swin2SRImageProcessor", "do_rescale": True, "rescale_factor": 1 / 255,
            "do_pad": True, "pad_size": 8,
        })
    )  # fmt: skip
    inputs = {"pixel_values": torch.randn(1, 3, 48, 64)}
    axes = {"pixel_values": {0: "batch_size", 2: "height", 3: "width"}, "reconstruction": {0: "batch_size"}}
    export(Outputs(model, ["reconstruction"], ["pixel_values"]), inputs, ["reconstruction"], out, axes)


def rf_detr(out: Path) -> None:
    """RF-DETR (windowed DINOv2 backbone, deformable decoder), its class head biased to the first label:
    transformers.js reads its logits as DETR's (softmax, last class = no object, 0.9 threshold)."""
    import torch
    import transformers as t

    backbone = t.RfDetrDinov2Config(
        hidden_size=32, num_hidden_layers=4, num_attention_heads=4, image_size=32, patch_size=8, num_windows=2,
        out_features=["stage1", "stage2", "stage3", "stage4"], num_register_tokens=0,
    )  # fmt: skip
    cfg = t.RfDetrConfig(
        backbone_config=backbone, d_model=32, decoder_ffn_dim=37, decoder_layers=1, decoder_self_attention_heads=4,
        decoder_cross_attention_heads=4, num_queries=4, group_detr=1, intermediate_size=37,
        **labels(["bird", "branch"]),
    )  # fmt: skip
    model = t.RfDetrForObjectDetection(cfg).eval()
    with torch.no_grad():
        model.class_embed.bias[0] = 10.0
    # Traced, the backbone always resizes its position table with antialiased bicubic, which ONNX
    # lacks; the processor feeds 32×32, the table's own size, so the table is used as it is.
    for module in model.modules():
        if hasattr(module, "interpolate_pos_encoding") and hasattr(module, "position_embeddings"):
            module.interpolate_pos_encoding = lambda embeddings, height, width, m=module: m.position_embeddings
    cfg.save_pretrained(out)
    image_processor(out, "RTDetrImageProcessor", image_mean=[0.485, 0.456, 0.406], image_std=[0.229, 0.224, 0.225])
    pixels_only(out, model, ["logits", "pred_boxes"])


def sam(out: Path) -> None:
    """SAM as transformers.js loads it (SamModel): onnx/vision_encoder.onnx (pixels → image embeddings
    and their positional embeddings) and onnx/prompt_encoder_mask_decoder.onnx (those + points → masks)."""
    import torch
    import transformers as t

    cfg = t.SamConfig(
        vision_config={
            "hidden_size": 32, "num_hidden_layers": 2, "num_attention_heads": 4, "mlp_dim": 37, "output_channels": 16,
            "image_size": 64, "patch_size": 16, "window_size": 2, "global_attn_indexes": [1], "num_pos_feats": 8,
        },
        prompt_encoder_config={"hidden_size": 16, "image_size": 64, "patch_size": 16, "mask_input_channels": 4},
        mask_decoder_config={
            "hidden_size": 16, "num_hidden_layers": 2, "num_attention_heads": 2, "mlp_dim": 37,
            "iou_head_hidden_dim": 16,
        },
    )  # fmt: skip
    model = t.SamModel(cfg).eval()
    cfg.save_pretrained(out)
    (out / "preprocessor_config.json").write_text(
        json.dumps({
            "image_processor_type": "SamImageProcessor", "processor_class": "SamProcessor", "do_resize": True,
            "size": {"longest_edge": 64}, "do_rescale": True, "rescale_factor": 1 / 255, "do_normalize": True,
            "image_mean": [0.485, 0.456, 0.406], "image_std": [0.229, 0.224, 0.225], "do_pad": True,
            "pad_size": {"height": 64, "width": 64}, "do_convert_rgb": True,
        })
    )  # fmt: skip

    class VisionEncoder(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = model

        def forward(self, pixel_values):
            embeddings = self.model.vision_encoder(pixel_values).last_hidden_state
            positions = self.model.get_image_wide_positional_embeddings().repeat(pixel_values.shape[0], 1, 1, 1)
            return embeddings, positions

    class PromptMaskDecoder(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = model

        def forward(self, image_embeddings, image_positional_embeddings, input_points, input_labels):
            sparse, dense = self.model.prompt_encoder(
                input_points=input_points, input_labels=input_labels, input_boxes=None, input_masks=None
            )
            masks, scores = self.model.mask_decoder(
                image_embeddings=image_embeddings, image_positional_embeddings=image_positional_embeddings,
                sparse_prompt_embeddings=sparse, dense_prompt_embeddings=dense, multimask_output=True,
            )  # fmt: skip
            return scores, masks

    fields = ["image_embeddings", "image_positional_embeddings"]
    pixels = {"pixel_values": torch.randn(1, 3, 64, 64)}
    export(VisionEncoder(), pixels, fields, out, {"pixel_values": {0: "batch_size"}})
    (out / "onnx" / "model.onnx").rename(out / "onnx" / "vision_encoder.onnx")
    with torch.no_grad():
        embeddings = model.vision_encoder(torch.randn(1, 3, 64, 64)).last_hidden_state
        positions = model.get_image_wide_positional_embeddings()
    inputs = {
        "image_embeddings": embeddings,
        "image_positional_embeddings": positions,
        "input_points": torch.tensor([[[[32.0, 32.0]]]]),
        "input_labels": torch.tensor([[[1]]]),
    }
    axes = {
        "image_embeddings": {0: "batch_size"},
        "image_positional_embeddings": {0: "batch_size"},
        "input_points": {0: "batch_size", 1: "point_batch_size", 2: "num_points"},
        "input_labels": {0: "batch_size", 1: "point_batch_size", 2: "num_points"},
        "iou_scores": {0: "batch_size", 1: "point_batch_size"},
        "pred_masks": {0: "batch_size", 1: "point_batch_size"},
    }
    export(PromptMaskDecoder(), inputs, ["iou_scores", "pred_masks"], out, axes)
    (out / "onnx" / "model.onnx").rename(out / "onnx" / "prompt_encoder_mask_decoder.onnx")


def ast(out: Path) -> None:
    import torch
    import transformers as t

    cfg = t.ASTConfig(
        **TINY, patch_size=16, frequency_stride=10, time_stride=10, max_length=32, num_mel_bins=32,
        **labels(["Speech", "Music", "Dog"]),
    )  # fmt: skip
    model = t.ASTForAudioClassification(cfg)
    cfg.save_pretrained(out)
    (out / "preprocessor_config.json").write_text(
        json.dumps({
            "feature_extractor_type": "ASTFeatureExtractor", "feature_size": 1, "max_length": 32,
            "num_mel_bins": 32, "sampling_rate": 16000, "padding_value": 0.0, "do_normalize": True,
            "mean": -4.27, "std": 4.57, "return_attention_mask": False,
        })
    )  # fmt: skip
    inputs = {"input_values": torch.randn(1, 32, 32)}
    export(Outputs(model, ["logits"], ["input_values"]), inputs, ["logits"], out, {"input_values": {0: "batch_size"}})


def seq2seq(family: str):
    """Marian or BART as transformers.js loads a text-to-text model: onnx/encoder_model.onnx, and
    onnx/decoder_model_merged.onnx taking the decoder's own KV cache (`past_key_values.N.decoder.*`;
    the cross-attention keys are recomputed from `encoder_hidden_states` at every step). The
    pipelines generate up to 256 new tokens by default, hence 512 positions."""

    def build(out: Path) -> None:
        import torch
        import transformers as t
        from transformers.cache_utils import DynamicCache, EncoderDecoderCache

        vocab, ids = byte_bpe(out, "MarianTokenizer" if family == "marian" else "BartTokenizer", roberta=True)
        sizes = {
            "vocab_size": vocab, "d_model": 32, "encoder_layers": 2, "decoder_layers": 2,
            "encoder_attention_heads": 4, "decoder_attention_heads": 4, "encoder_ffn_dim": 37,
            "decoder_ffn_dim": 37, "max_position_embeddings": 512, "pad_token_id": ids["<pad>"],
            "eos_token_id": ids["</s>"], "bos_token_id": ids["<s>"],
        }  # fmt: skip
        if family == "marian":
            cfg = t.MarianConfig(**sizes, decoder_start_token_id=ids["<pad>"], decoder_vocab_size=vocab)
            model = t.MarianMTModel(cfg).eval()
        else:
            cfg = t.BartConfig(**sizes, decoder_start_token_id=ids["</s>"], forced_bos_token_id=ids["<s>"])
            model = t.BartForConditionalGeneration(cfg).eval()
        with torch.no_grad():  # as for the decoders: no special token wins greedy decoding at once
            for token in ids.values():
                model.get_output_embeddings().weight[token] = 0
            if getattr(model, "final_logits_bias", None) is not None:
                model.final_logits_bias.zero_()
        cfg.save_pretrained(out)
        start = cfg.decoder_start_token_id
        (out / "generation_config.json").write_text(
            json.dumps({"decoder_start_token_id": start, "eos_token_id": ids["</s>"], "pad_token_id": ids["<pad>"],
                        "num_beams": 1})
        )  # fmt: skip
        layers, heads, head_dim = 2, 4, 8
        enc = model.get_encoder()
        src = torch.tensor([[10, 11, 12, ids["</s>"]], [13, 14, 15, ids["</s>"]]])
        enc_inputs = {"input_ids": src, "attention_mask": torch.ones_like(src)}
        export(Outputs(enc, ["last_hidden_state"], list(enc_inputs)), enc_inputs, ["last_hidden_state"], out)
        (out / "onnx" / "model.onnx").rename(out / "onnx" / "encoder_model.onnx")

        class Decoder(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.model = model

            def forward(self, input_ids, encoder_attention_mask, encoder_hidden_states, *past):
                self_cache = DynamicCache(
                    ddp_cache_data=[(past[2 * i], past[2 * i + 1]) for i in range(layers)], config=cfg
                )
                cache = EncoderDecoderCache(self_cache, DynamicCache(config=cfg))
                r = self.model(
                    decoder_input_ids=input_ids, attention_mask=encoder_attention_mask,
                    encoder_outputs=(encoder_hidden_states,), past_key_values=cache, use_cache=True,
                )  # fmt: skip
                flat = []
                for layer in r.past_key_values.self_attention_cache.layers:
                    flat += [layer.keys, layer.values]
                return (r.logits, *flat)

        past_len = 3
        inputs = {
            "input_ids": torch.tensor([[start, 20], [start, 21]]),
            "encoder_attention_mask": torch.ones(2, 4, dtype=torch.long),
            "encoder_hidden_states": torch.randn(2, 4, 32),
        }
        axes = {
            "input_ids": {0: "batch_size", 1: "decoder_sequence_length"},
            "encoder_attention_mask": {0: "batch_size", 1: "encoder_sequence_length"},
            "encoder_hidden_states": {0: "batch_size", 1: "encoder_sequence_length"},
            "logits": {0: "batch_size", 1: "decoder_sequence_length"},
        }
        outputs = ["logits"]
        add_kv_cache(inputs, axes, outputs, layers, (2, heads, past_len, head_dim), seq2seq=True)
        export(Decoder(), inputs, outputs, out, axes)
        (out / "onnx" / "model.onnx").rename(out / "onnx" / "decoder_model_merged.onnx")

    return build


def export_cached_decoder(out: Path, model, decoder, input_ids, encoder_len: int, seq2seq: bool) -> None:
    """The decoder of a tiny VisionEncoderDecoder `model` (2 layers, 4 heads of 8) as
    onnx/decoder_model_merged.onnx: token ids and encoder states in, logits and the decoder's own
    cache out, named as add_kv_cache's `seq2seq` says for the decoder's family: False for GPT-2's
    (`past_key_values.N.key`), True for seq2seq's (`past_key_values.N.decoder.key`)."""
    import torch
    from transformers.cache_utils import DynamicCache, EncoderDecoderCache

    layers, heads, head_dim = 2, 4, 8

    class Decoder(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.decoder = model.decoder

        def forward(self, input_ids, encoder_hidden_states, *past):
            self_cache = DynamicCache(
                ddp_cache_data=[(past[2 * i], past[2 * i + 1]) for i in range(layers)], config=decoder
            )
            cache = EncoderDecoderCache(self_cache, DynamicCache(config=decoder))
            r = self.decoder(
                input_ids=input_ids, encoder_hidden_states=encoder_hidden_states, past_key_values=cache, use_cache=True
            )
            flat = []
            for layer in r.past_key_values.self_attention_cache.layers:
                flat += [layer.keys, layer.values]
            return (r.logits, *flat)

    inputs = {"input_ids": input_ids, "encoder_hidden_states": torch.randn(2, encoder_len, 32)}
    axes = {
        "input_ids": {0: "batch_size", 1: "decoder_sequence_length"},
        "encoder_hidden_states": {0: "batch_size", 1: "encoder_sequence_length"},
        "logits": {0: "batch_size", 1: "decoder_sequence_length"},
    }
    outputs = ["logits"]
    add_kv_cache(inputs, axes, outputs, layers, (2, heads, 3, head_dim), seq2seq=seq2seq)
    export(Decoder(), inputs, outputs, out, axes)
    (out / "onnx" / "model.onnx").rename(out / "onnx" / "decoder_model_merged.onnx")


def vit_gpt2(out: Path) -> None:
    """A ViT encoder and a GPT-2 decoder with cross-attention (VisionEncoderDecoder): onnx/encoder_model.onnx
    and onnx/decoder_model_merged.onnx, whose cache is the decoder's own (`past_key_values.N.key`)."""
    import torch
    import transformers as t

    vocab, ids = byte_bpe(out, "GPT2Tokenizer")
    bos = ids["<|endoftext|>"]
    encoder = t.ViTConfig(image_size=32, patch_size=8, **TINY)
    decoder = t.GPT2Config(
        vocab_size=vocab, n_embd=32, n_layer=2, n_head=4, n_inner=37, n_positions=512, add_cross_attention=True,
        is_decoder=True, bos_token_id=bos, eos_token_id=bos,
    )  # fmt: skip
    cfg = t.VisionEncoderDecoderConfig.from_encoder_decoder_configs(encoder, decoder)
    cfg.decoder_start_token_id, cfg.pad_token_id, cfg.eos_token_id = bos, bos, bos
    model = t.VisionEncoderDecoderModel(cfg).eval()
    with torch.no_grad():
        model.decoder.get_output_embeddings().weight[bos] = 0
    cfg.save_pretrained(out)
    (out / "generation_config.json").write_text(
        json.dumps({"decoder_start_token_id": bos, "bos_token_id": bos, "eos_token_id": bos, "pad_token_id": bos})
    )
    image_processor(out, "ViTImageProcessor")
    pixels_only(out, model.encoder, ["last_hidden_state"])
    (out / "onnx" / "model.onnx").rename(out / "onnx" / "encoder_model.onnx")
    export_cached_decoder(out, model, decoder, torch.tensor([[bos, 20], [bos, 21]]), encoder_len=17, seq2seq=False)


DONUT_TOKENS = ("<s_docvqa>", "<s_question>", "</s_question>", "<s_answer>", "</s_answer>")


def donut(out: Path) -> None:
    """Donut for DocVQA (VisionEncoderDecoder: DonutSwin encoder, MBart decoder) in vit_gpt2's layout,
    the decoder's cache as seq2seq's. The pipeline prompts `<s_docvqa><s_question>…</s_question><s_answer>`
    and reads the answer up to `</s_answer>`: special tokens never win greedy decoding here, and the
    generation config ends the sequence with `</s_answer>`, forced at the last of the pipeline's 256
    new tokens (hence 512 positions). The encoder's layer count matches the decoder's: the cache is
    sized by the config's."""
    import torch
    import transformers as t

    vocab, ids = byte_bpe(out, "XLMRobertaTokenizer", roberta=True, extra_special=DONUT_TOKENS)
    encoder = t.DonutSwinConfig(
        image_size=32, patch_size=4, embed_dim=16, depths=[1, 1], num_heads=[2, 2], window_size=2
    )
    decoder = t.MBartConfig(
        vocab_size=vocab, d_model=32, decoder_layers=2, decoder_attention_heads=4, decoder_ffn_dim=37,
        encoder_layers=2, encoder_attention_heads=4, encoder_ffn_dim=37, max_position_embeddings=512,
        is_decoder=True, add_cross_attention=True, bos_token_id=ids["<s>"], eos_token_id=ids["</s>"],
        pad_token_id=ids["<pad>"], scale_embedding=True,
    )  # fmt: skip
    cfg = t.VisionEncoderDecoderConfig.from_encoder_decoder_configs(encoder, decoder)
    cfg.decoder_start_token_id, cfg.pad_token_id, cfg.eos_token_id = ids["<s>"], ids["<pad>"], ids["</s>"]
    model = t.VisionEncoderDecoderModel(cfg).eval()
    with torch.no_grad():
        for token in ids.values():
            model.decoder.get_output_embeddings().weight[token] = 0
    cfg.save_pretrained(out)
    (out / "generation_config.json").write_text(
        json.dumps({
            "decoder_start_token_id": ids["<s>"], "bos_token_id": ids["<s>"], "eos_token_id": ids["</s>"],
            "pad_token_id": ids["<pad>"], "forced_eos_token_id": ids["</s_answer>"],
        })
    )  # fmt: skip
    image_processor(out, "DonutImageProcessor", do_thumbnail=False, do_align_long_axis=False, do_pad=False)
    pixels_only(out, model.encoder, ["last_hidden_state"])
    (out / "onnx" / "model.onnx").rename(out / "onnx" / "encoder_model.onnx")
    export_cached_decoder(out, model, decoder, torch.tensor([[5, 20], [5, 21]]), encoder_len=16, seq2seq=True)


def florence2(out: Path) -> None:
    """Florence-2 as transformers.js loads it (an encoder-decoder image-text-to-text model): onnx/
    vision_encoder.onnx (pixels → image_features), embed_tokens.onnx, encoder_model.onnx (embeddings →
    states) and decoder_model_merged.onnx (embeddings + encoder states + the decoder's own cache →
    logits), with a DaViT of 4 one-block stages and a BART language model."""
    import torch
    import transformers as t
    from transformers.cache_utils import DynamicCache, EncoderDecoderCache

    vocab, ids = byte_bpe(out, "BartTokenizer", roberta=True)
    text = t.BartConfig(
        vocab_size=vocab, d_model=32, encoder_layers=2, decoder_layers=2, encoder_attention_heads=4,
        decoder_attention_heads=4, encoder_ffn_dim=37, decoder_ffn_dim=37, max_position_embeddings=512,
        bos_token_id=ids["<s>"], eos_token_id=ids["</s>"], pad_token_id=ids["<pad>"],
        decoder_start_token_id=ids["</s>"],
    )  # fmt: skip
    vision = t.Florence2VisionConfig(
        depths=[1, 1, 1, 1], embed_dim=[8, 16, 16, 32], num_heads=[1, 2, 2, 4], num_groups=[1, 2, 2, 4],
        window_size=1, projection_dim=32,
    )  # fmt: skip
    cfg = t.Florence2Config(text_config=text.to_dict(), vision_config=vision.to_dict(), image_token_id=ids["<mask>"])
    model = t.Florence2ForConditionalGeneration(cfg).eval()
    cfg.save_pretrained(out)
    (out / "generation_config.json").write_text(
        json.dumps({"decoder_start_token_id": ids["</s>"], "eos_token_id": ids["</s>"], "pad_token_id": ids["<pad>"]})
    )
    image_processor(out, "CLIPImageProcessor", size=64, processor_class="Florence2Processor")
    language = model.model.language_model

    class Vision(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = model

        def forward(self, pixel_values):
            return self.model.get_image_features(pixel_values=pixel_values).pooler_output

    class Embed(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.embed = model.get_input_embeddings()

        def forward(self, input_ids):
            return self.embed(input_ids)

    class Encoder(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.encoder = language.encoder

        def forward(self, inputs_embeds, attention_mask):
            return self.encoder(inputs_embeds=inputs_embeds, attention_mask=attention_mask).last_hidden_state

    layers, heads, head_dim = 2, 4, 8

    class Decoder(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.decoder, self.lm_head = language.decoder, model.lm_head

        def forward(self, inputs_embeds, encoder_attention_mask, encoder_hidden_states, *past):
            self_cache = DynamicCache(
                ddp_cache_data=[(past[2 * i], past[2 * i + 1]) for i in range(layers)], config=text
            )
            r = self.decoder(
                inputs_embeds=inputs_embeds, encoder_hidden_states=encoder_hidden_states,
                encoder_attention_mask=encoder_attention_mask, use_cache=True,
                past_key_values=EncoderDecoderCache(self_cache, DynamicCache(config=text)),
            )  # fmt: skip
            flat = []
            for layer in r.past_key_values.self_attention_cache.layers:
                flat += [layer.keys, layer.values]
            return (self.lm_head(r.last_hidden_state), *flat)

    def part(module, inputs: dict, outputs: list[str], name: str, axes: dict | None = None) -> None:
        export(module, inputs, outputs, out, axes)
        (out / "onnx" / "model.onnx").rename(out / "onnx" / f"{name}.onnx")

    part(Vision(), {"pixel_values": torch.randn(1, 3, 64, 64)}, ["image_features"], "vision_encoder",
         {"pixel_values": {0: "batch_size"}})  # fmt: skip
    part(Embed(), {"input_ids": torch.tensor([[0, 10, 11, 2]])}, ["inputs_embeds"], "embed_tokens")
    embeds = {"inputs_embeds": torch.randn(1, 9, 32), "attention_mask": torch.ones(1, 9, dtype=torch.long)}
    part(Encoder(), embeds, ["last_hidden_state"], "encoder_model")
    inputs = {
        "inputs_embeds": torch.randn(1, 2, 32),
        "encoder_attention_mask": torch.ones(1, 9, dtype=torch.long),
        "encoder_hidden_states": torch.randn(1, 9, 32),
    }
    axes = {
        "inputs_embeds": {0: "batch_size", 1: "decoder_sequence_length"},
        "encoder_attention_mask": {0: "batch_size", 1: "encoder_sequence_length"},
        "encoder_hidden_states": {0: "batch_size", 1: "encoder_sequence_length"},
        "logits": {0: "batch_size", 1: "decoder_sequence_length"},
    }
    outputs = ["logits"]
    add_kv_cache(inputs, axes, outputs, layers, (1, heads, 3, head_dim), seq2seq=True)
    part(Decoder(), inputs, outputs, "decoder_model_merged", axes)


SPEAKER_EMBEDDING_DIM = 512  # the x-vector size of the speaker embeddings the SpeechT5 snippet fetches


def speecht5(out: Path) -> None:
    """SpeechT5 text-to-speech as transformers.js runs it (SpeechT5ForTextToSpeech.generate_speech):
    onnx/encoder_model.onnx (ids → encoder_outputs, encoder_attention_mask) and onnx/decoder_model_merged.onnx
    (the mel frames so far, the speaker embedding, the encoder states and the decoder's own cache → the
    sequence extended by one frame, the new `spectrum` frames and the stop `prob`), with its stop head
    biased so that speech ends after the first step. The pipeline's default vocoder,
    Xenova/speecht5_hifigan, is written beside it: a tiny HiFi-GAN (mel frames → waveform)."""
    import torch
    import transformers as t
    from transformers.cache_utils import DynamicCache, EncoderDecoderCache

    vocab, ids = byte_bpe(out, "SpeechT5Tokenizer", roberta=True)
    mels, reduction, layers, heads, head_dim = 8, 2, 2, 4, 8
    cfg = t.SpeechT5Config(
        vocab_size=vocab, hidden_size=32, encoder_layers=layers, decoder_layers=layers, encoder_attention_heads=heads,
        decoder_attention_heads=heads, encoder_ffn_dim=37, decoder_ffn_dim=37, num_mel_bins=mels,
        reduction_factor=reduction, speech_decoder_prenet_units=16, speech_decoder_postnet_units=16,
        speech_decoder_postnet_layers=2, speaker_embedding_dim=SPEAKER_EMBEDDING_DIM, encoder_max_relative_position=16,
        bos_token_id=ids["<s>"], eos_token_id=ids["</s>"], pad_token_id=ids["<pad>"],
        decoder_start_token_id=ids["<s>"],
    )  # fmt: skip
    model = t.SpeechT5ForTextToSpeech(cfg).eval()
    with torch.no_grad():
        model.speech_decoder_postnet.prob_out.weight.zero_()
        model.speech_decoder_postnet.prob_out.bias.fill_(5.0)
    cfg.save_pretrained(out)
    (out / "preprocessor_config.json").write_text(
        json.dumps({
            "feature_extractor_type": "SpeechT5FeatureExtractor", "processor_class": "SpeechT5Processor",
            "feature_size": 1, "sampling_rate": 16000, "num_mel_bins": mels, "padding_value": 0.0,
            "do_normalize": False, "return_attention_mask": True,
        })
    )  # fmt: skip
    speech = model.speecht5

    class Encoder(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.encoder = speech.encoder

        def forward(self, input_ids):
            mask = torch.ones_like(input_ids)
            return self.encoder(input_values=input_ids, attention_mask=mask).last_hidden_state, mask

    class Decoder(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.decoder, self.postnet = speech.decoder, model.speech_decoder_postnet

        def forward(self, output_sequence, encoder_attention_mask, speaker_embeddings, encoder_hidden_states, *past):
            self_cache = DynamicCache(
                ddp_cache_data=[(past[2 * i], past[2 * i + 1]) for i in range(layers)], config=cfg
            )
            hidden = self.decoder.prenet(output_sequence, speaker_embeddings)
            r = self.decoder.wrapped_decoder(
                hidden_states=hidden[:, -1:], encoder_hidden_states=encoder_hidden_states,
                encoder_attention_mask=encoder_attention_mask, use_cache=True,
                past_key_values=EncoderDecoderCache(self_cache, DynamicCache(config=cfg)),
            )  # fmt: skip
            last = r.last_hidden_state.squeeze(1)
            spectrum = self.postnet.feat_out(last).view(-1, reduction, mels)
            extended = torch.cat((output_sequence, spectrum[:, -1:, :]), dim=1)
            prob = torch.sigmoid(self.postnet.prob_out(last))
            flat = []
            for layer in r.past_key_values.self_attention_cache.layers:
                flat += [layer.keys, layer.values]
            return (extended, spectrum[0], prob[0], *flat)

    export(Encoder(), {"input_ids": torch.tensor([[0, 10, 11, 2]])}, ["encoder_outputs", "encoder_attention_mask"], out)
    (out / "onnx" / "model.onnx").rename(out / "onnx" / "encoder_model.onnx")
    inputs = {
        "output_sequence": torch.zeros(1, 2, mels),
        "encoder_attention_mask": torch.ones(1, 4, dtype=torch.long),
        "speaker_embeddings": torch.randn(1, SPEAKER_EMBEDDING_DIM),
        "encoder_hidden_states": torch.randn(1, 4, 32),
    }
    axes = {
        "output_sequence": {0: "batch_size", 1: "output_sequence_length"},
        "encoder_attention_mask": {0: "batch_size", 1: "encoder_sequence_length"},
        "speaker_embeddings": {0: "batch_size"},
        "encoder_hidden_states": {0: "batch_size", 1: "encoder_sequence_length"},
        "output_sequence_out": {0: "batch_size", 1: "output_sequence_out_length"},
    }
    outputs = ["output_sequence_out", "spectrum", "prob"]
    add_kv_cache(inputs, axes, outputs, layers, (1, heads, 1, head_dim), seq2seq=True)
    export(Decoder(), inputs, outputs, out, axes)
    (out / "onnx" / "model.onnx").rename(out / "onnx" / "decoder_model_merged.onnx")

    # The vocoder the pipeline loads by default; transformers.js reads its waveform as [batch, samples].
    vocoder_dir = out.parent / "speecht5_hifigan"
    shutil.rmtree(vocoder_dir, ignore_errors=True)
    vocoder_dir.mkdir(parents=True)
    vcfg = t.SpeechT5HifiGanConfig(
        model_in_dim=mels, upsample_initial_channel=16, upsample_rates=[4, 4], upsample_kernel_sizes=[8, 8],
        resblock_kernel_sizes=[3], resblock_dilation_sizes=[[1, 3]], sampling_rate=16000,
    )  # fmt: skip
    vocoder = t.SpeechT5HifiGan(vcfg).eval()
    vcfg.save_pretrained(vocoder_dir)
    # The Hub's HiFi-GAN config says "hifigan", the name transformers.js maps to SpeechT5HifiGan.
    saved = json.loads((vocoder_dir / "config.json").read_text())
    (vocoder_dir / "config.json").write_text(json.dumps({**saved, "model_type": "hifigan"}, indent=2))

    class Vocoder(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.vocoder = vocoder

        def forward(self, spectrogram):
            return self.vocoder(spectrogram).unsqueeze(0)

    export(Vocoder(), {"spectrogram": torch.randn(4, mels)}, ["waveform"], vocoder_dir,
           {"spectrogram": {0: "frames"}, "waveform": {1: "samples"}})  # fmt: skip


WHISPER_TOKENS = ("<|startoftranscript|>", "<|en|>", "<|transcribe|>", "<|translate|>", "<|notimestamps|>")


def whisper(out: Path) -> None:
    """English-only Whisper as transformers.js loads it: onnx/encoder_model.onnx (log-mel features →
    states) and onnx/decoder_model_merged.onnx (the decoder's own cache, as seq2seq's), 16 mel bins.
    The lab's Whisper snippets pass an audio URL, which stops them in Node before the model runs; the
    fixture is there so that the limit they meet is that one, and a Node program that passes samples
    transcribes."""
    import torch
    import transformers as t
    from transformers.cache_utils import DynamicCache, EncoderDecoderCache

    vocab, ids = byte_bpe(out, "WhisperTokenizer", last_special=WHISPER_TOKENS)
    eot, sot, mels, layers, heads, head_dim = ids["<|endoftext|>"], ids["<|startoftranscript|>"], 16, 2, 4, 8
    cfg = t.WhisperConfig(
        vocab_size=vocab, num_mel_bins=mels, d_model=32, encoder_layers=layers, decoder_layers=layers,
        encoder_attention_heads=heads, decoder_attention_heads=heads, encoder_ffn_dim=37, decoder_ffn_dim=37,
        max_source_positions=1500, max_target_positions=64, decoder_start_token_id=sot, bos_token_id=eot,
        eos_token_id=eot, pad_token_id=eot, begin_suppress_tokens=None, suppress_tokens=None,
    )  # fmt: skip
    model = t.WhisperForConditionalGeneration(cfg).eval()
    with torch.no_grad():
        for token in ids.values():
            model.proj_out.weight[token] = 0
    cfg.save_pretrained(out)
    (out / "generation_config.json").write_text(
        json.dumps({
            "decoder_start_token_id": sot, "bos_token_id": eot, "eos_token_id": eot, "pad_token_id": eot,
            "no_timestamps_token_id": ids["<|notimestamps|>"], "is_multilingual": False, "max_length": 24,
            "begin_suppress_tokens": [eot], "suppress_tokens": [],
        })
    )  # fmt: skip
    (out / "preprocessor_config.json").write_text(
        json.dumps({
            "feature_extractor_type": "WhisperFeatureExtractor", "processor_class": "WhisperProcessor",
            "feature_size": mels, "sampling_rate": 16000, "hop_length": 160, "chunk_length": 30, "n_fft": 400,
            "n_samples": 480000, "nb_max_frames": 3000, "padding_side": "right", "padding_value": 0.0,
            "return_attention_mask": False,
        })
    )  # fmt: skip
    encoder = model.get_encoder()
    features = {"input_features": torch.randn(1, mels, 3000)}
    export(Outputs(encoder, ["last_hidden_state"], ["input_features"]), features, ["last_hidden_state"], out,
           {"input_features": {0: "batch_size"}})  # fmt: skip
    (out / "onnx" / "model.onnx").rename(out / "onnx" / "encoder_model.onnx")

    class Decoder(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.decoder, self.proj_out = model.model.decoder, model.proj_out

        def forward(self, input_ids, encoder_hidden_states, *past):
            self_cache = DynamicCache(
                ddp_cache_data=[(past[2 * i], past[2 * i + 1]) for i in range(layers)], config=cfg
            )
            r = self.decoder(
                input_ids=input_ids, encoder_hidden_states=encoder_hidden_states, use_cache=True,
                past_key_values=EncoderDecoderCache(self_cache, DynamicCache(config=cfg)),
            )  # fmt: skip
            flat = []
            for layer in r.past_key_values.self_attention_cache.layers:
                flat += [layer.keys, layer.values]
            return (self.proj_out(r.last_hidden_state), *flat)

    inputs = {"input_ids": torch.tensor([[sot, 20], [sot, 21]]), "encoder_hidden_states": torch.randn(2, 1500, 32)}
    axes = {
        "input_ids": {0: "batch_size", 1: "decoder_sequence_length"},
        "encoder_hidden_states": {0: "batch_size", 1: "encoder_sequence_length"},
        "logits": {0: "batch_size", 1: "decoder_sequence_length"},
    }
    outputs = ["logits"]
    add_kv_cache(inputs, axes, outputs, layers, (2, heads, 3, head_dim), seq2seq=True)
    export(Decoder(), inputs, outputs, out, axes)
    (out / "onnx" / "model.onnx").rename(out / "onnx" / "decoder_model_merged.onnx")


# Record id → fixture family (the records carry no config; the id names the family). The key
# of each builder goes into the fixture hash, so changing a family rebuilds its fixtures.
FAMILIES: list[tuple[str, str, object]] = [
    (r"distilbert-base-cased-distilled-squad", "distilbert-qa", distilbert("question-answering")),
    (r"distilbert-.*sst-2", "distilbert-cls", distilbert("text-classification")),
    (r"bert-base-NER", "bert-ner", bert("token-classification")),
    (r"bert-base-uncased$", "bert-mlm", bert("fill-mask")),
    (r"all-MiniLM-L6-v2", "bert-embed", bert("feature-extraction")),
    (r"bart-large-mnli", "bart-mnli", bart_mnli),
    (r"/gpt2$", "gpt2", causal_lm("gpt2", chat=False)),
    (r"Qwen2\.5-.*Instruct", "qwen2-chat", causal_lm("qwen2", chat=True)),
    (r"Llama-3\.2-.*Instruct", "llama-chat", causal_lm("llama", chat=True)),
    (r"/granite-4\.0-", "granite4-chat", causal_lm("granite", chat=True)),
    (r"/vit-base-patch16-224$", "vit", vision("vit")),
    (r"/dinov2-", "dinov2", vision("dinov2")),
    (r"/clip-vit-", "clip", clip),
    (r"/owlvit-", "owlvit", owlvit),
    (r"/dpt-", "dpt", depth("dpt")),
    (r"/depth-anything-", "depth-anything", depth("depth-anything")),
    (r"/detr-resnet-", "detr", detr),
    (r"/rfdetr_", "rf-detr", rf_detr),
    (r"/ast-finetuned-", "ast", ast),
    (r"/swin2SR-", "swin2sr", swin2sr),
    (r"/slimsam-|/sam-vit-", "sam", sam),
    (r"/opus-mt-", "marian", seq2seq("marian")),
    (r"/distilbart-cnn-", "bart-summarization", seq2seq("bart")),
    (r"/vit-gpt2-image-captioning$", "vit-gpt2", vit_gpt2),
    (r"/donut-base-finetuned-docvqa$", "donut-docvqa", donut),
    (r"/Florence-2-", "florence2", florence2),
    (r"/speecht5_tts$", "speecht5-tts", speecht5),
    (r"/whisper-", "whisper", whisper),
]


# Families with no fixture, and why (the default reason is "no ONNX fixture for this family").
NO_FIXTURE: list[tuple[str, str]] = [
    (
        r"/Kokoro-",
        "Kokoro runs through kokoro-js, which brings its own @huggingface/transformers 3 (a second ONNX runtime) "
        "and a StyleTTS2 model that no library in the ML venv implements, so no tiny model can be exported",
    ),
    (
        r"/snac_",
        "SNAC has no implementation in the ML venv (transformers has none; the snac package is not installed), "
        "so no tiny model can be exported",
    ),
]


def no_fixture_reason(record_id: str) -> str:
    for pattern, reason in NO_FIXTURE:
        if re.search(pattern, record_id):
            return reason
    return "no ONNX fixture for this family"


def family_of(record_id: str):
    for pattern, key, build in FAMILIES:
        if re.search(pattern, record_id):
            return key, build
    return None


def media(root: Path) -> None:
    from PIL import Image

    folder = root.parent / "media"
    folder.mkdir(parents=True, exist_ok=True)
    image = Image.new("RGB", (64, 48), (200, 120, 40))
    for name in ("image.png", "image.jpg"):
        if not (folder / name).exists():
            image.save(folder / name)
    # The SpeechT5 snippet's speaker embeddings: one x-vector of float32.
    (folder / "speaker_embeddings.bin").write_bytes(bytes(4 * SPEAKER_EMBEDDING_DIM))


def main() -> None:
    # The result lines get stdout to themselves: torch's exporter writes a graph dump to fd 1 from
    # C++ when it fails, flushed at exit into the middle of whatever line Python printed last.
    results = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)

    def report(line: dict) -> None:
        print(json.dumps(line), file=results, flush=True)

    records = json.loads(Path(sys.argv[1]).read_text())
    root = Path(sys.argv[2])
    root.mkdir(parents=True, exist_ok=True)
    media(root)
    for record in records:
        rid = record["id"]
        found = family_of(rid)
        if found is None:
            report({"id": rid, "ok": False, "reason": no_fixture_reason(rid)})
            continue
        key, build = found
        stamp = hashlib.sha256(f"{key}\n{FACTORY_HASH}".encode()).hexdigest()[:16]
        out = root / rid
        if (out / ".fixture").exists() and (out / ".fixture").read_text() == stamp:
            report({"id": rid, "ok": True})
            continue
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir(parents=True)
        try:
            import torch

            torch.manual_seed(0)  # the same weights on every rebuild, so the same outputs
            build(out)
            (out / ".fixture").write_text(stamp)
            report({"id": rid, "ok": True})
        except Exception as e:  # noqa: BLE001 - reported per record
            traceback.print_exc(file=sys.stderr)
            report({"id": rid, "ok": False, "reason": f"{type(e).__name__}: {e}"[:300]})


if __name__ == "__main__":
    main()
