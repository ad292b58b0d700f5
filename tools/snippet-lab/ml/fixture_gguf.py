"""A tiny GGUF for the node-llama-cpp local-app command (level 4, Node side): a 2-block llama
with a SentencePiece-style vocabulary (byte fallback, so any prompt tokenizes), a ChatML chat
template, and weights chosen, not random, so that llama.cpp answers any prompt with the same
short sentence and then ends its turn:

- attention and feed-forward weights are zero, so the last hidden state is the embedding of
  the current token;
- embeddings are one-hot by "class" (every ordinary token shares one class; each answer word
  and the end-of-turn token has its own), and the output matrix maps each class to the next
  word of ANSWER, the last one to <|im_end|>.

    python fixture_gguf.py OUT.gguf  ->  writes the file (about 100 KB), prints the answer
"""

from __future__ import annotations

import sys

import numpy as np

ANSWER = ["▁Hello", "▁from", "▁a", "▁tiny", "▁llama"]
CHAT_TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)
N_EMBD = 16
N_FF = 32
N_LAYERS = 2
N_HEADS = 2
CONTEXT = 512


def vocabulary() -> tuple[list[str], list[float], list[int]]:
    import gguf

    tokens = ["<unk>", "<s>", "</s>", "<|im_start|>", "<|im_end|>"]
    types = [gguf.TokenType.UNKNOWN] + [gguf.TokenType.CONTROL] * 4
    tokens += [f"<0x{b:02X}>" for b in range(256)]
    types += [gguf.TokenType.BYTE] * 256
    words = ANSWER + ["▁", "▁user", "▁assistant", "▁system", "▁Hi"]
    tokens += words
    types += [gguf.TokenType.NORMAL] * len(words)
    scores = [0.0] * (len(tokens) - len(words)) + [-float(i) for i in range(len(words))]
    return tokens, scores, [int(t) for t in types]


def main() -> None:
    import gguf

    out = sys.argv[1]
    tokens, scores, types = vocabulary()
    vocab = len(tokens)
    end = tokens.index("<|im_end|>")
    chain = [tokens.index(w) for w in ANSWER]
    # Class 0: every ordinary token; class i+1: the i-th answer word; the last class: <|im_end|>.
    klass = {t: i + 1 for i, t in enumerate(chain)}
    klass[end] = len(chain) + 1
    assert len(chain) + 2 <= N_EMBD
    embd = np.zeros((vocab, N_EMBD), dtype=np.float32)
    for t in range(vocab):
        embd[t, klass.get(t, 0)] = 1.0
    # Next token by class: ordinary -> first word, word i -> word i+1, last word -> <|im_end|>.
    output = np.zeros((vocab, N_EMBD), dtype=np.float32)
    following = [*chain, end]
    for c, nxt in enumerate(following):
        output[nxt, c] = 10.0
    output[chain[0], len(chain) + 1] = 10.0  # after an end of turn, a new answer starts

    w = gguf.GGUFWriter(out, "llama")
    w.add_name("snippet-lab tiny llama")
    w.add_context_length(CONTEXT)
    w.add_embedding_length(N_EMBD)
    w.add_block_count(N_LAYERS)
    w.add_feed_forward_length(N_FF)
    w.add_head_count(N_HEADS)
    w.add_head_count_kv(N_HEADS)
    w.add_rope_dimension_count(N_EMBD // N_HEADS)
    w.add_layer_norm_rms_eps(1e-5)
    w.add_file_type(gguf.LlamaFileType.ALL_F32)
    w.add_tokenizer_model("llama")
    w.add_token_list(tokens)
    w.add_token_scores(scores)
    w.add_token_types(types)
    w.add_bos_token_id(tokens.index("<s>"))
    w.add_eos_token_id(end)
    w.add_unk_token_id(0)
    w.add_add_bos_token(False)
    w.add_chat_template(CHAT_TEMPLATE)
    w.add_tensor("token_embd.weight", embd)
    for i in range(N_LAYERS):
        w.add_tensor(f"blk.{i}.attn_norm.weight", np.ones(N_EMBD, dtype=np.float32))
        for name in ("attn_q", "attn_k", "attn_v", "attn_output"):
            w.add_tensor(f"blk.{i}.{name}.weight", np.zeros((N_EMBD, N_EMBD), dtype=np.float32))
        w.add_tensor(f"blk.{i}.ffn_norm.weight", np.ones(N_EMBD, dtype=np.float32))
        w.add_tensor(f"blk.{i}.ffn_gate.weight", np.zeros((N_FF, N_EMBD), dtype=np.float32))
        w.add_tensor(f"blk.{i}.ffn_up.weight", np.zeros((N_FF, N_EMBD), dtype=np.float32))
        w.add_tensor(f"blk.{i}.ffn_down.weight", np.zeros((N_EMBD, N_FF), dtype=np.float32))
    w.add_tensor("output_norm.weight", np.ones(N_EMBD, dtype=np.float32))
    w.add_tensor("output.weight", output)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    print("".join(ANSWER).replace("▁", " ").strip())


if __name__ == "__main__":
    main()
