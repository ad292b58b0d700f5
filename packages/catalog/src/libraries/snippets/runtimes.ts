/**
 * Model runtimes and zoos that read their own repository layout: cortiq (the CMF format's
 * command-line runtime), ZeroModels (pure Keras 3 models), memra (a CUDA inference engine
 * for RTX 50-series cards) and ANEForge (Apple Neural Engine programs built from hub
 * weights). Each generator follows the library's own README and source: for ZeroModels its
 * `zeromodels.auto` loaders, for memra its `hf:` model-spec resolver (crates/memra-gguf/src/
 * hf.rs), for ANEForge `aneforge/models.py` and docs/llm.md.
 */
import { lines } from "../../code/lines.js";
import * as py from "../../code/py.js";
import * as sh from "../../code/sh.js";
import { isConversational, type ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { PREFERRED_QUANT } from "./frameworks.js";
import { filesEnding, pip, program, pyId, SAMPLE_URLS, siblingNames, taskOf, widgetText } from "./helpers.js";

const cortiq: LibrarySnippets = (model) => {
	const file = filesEnding(model, ".cmf")[0];
	const out = lines()
		.add("# cargo install cortiq-cli   (or a prebuilt binary from the releases page)")
		.add("# the hf command comes with huggingface_hub: pip install -U huggingface_hub");
	if (file !== undefined) {
		const path = sh.str(`cmf-model/${file}`);
		out
			.add(`hf download ${sh.str(String(model.id))} ${sh.str(file)} --local-dir cmf-model`)
			.add(`cortiq verify ${path}   # checks the envelope and every tensor hash`)
			.add(`cortiq run ${path} --prompt "What is the capital of France?"`);
	} else {
		out
			.add(`hf download ${sh.str(String(model.id))} --include '*.cmf' --local-dir cmf-model`)
			.add("# run the .cmf file you want from cmf-model/ (a repository may hold several quantizations)")
			.add(`cortiq run cmf-model/model.cmf --prompt "What is the capital of France?"`);
	}
	return [out.toString()];
};

const zeromodels: LibrarySnippets = (model) => [
	program(`
${pip("zeromodels", "jax")}
import os

os.environ["KERAS_BACKEND"] = "jax"  # ZeroModels is pure Keras 3: "jax", "torch" or "tensorflow"

from zeromodels.auto import AutoZModel

# reads model_type from the repository's zm_config.json and loads the matching model
model = AutoZModel.from_weights(${pyId(model)})
model.summary()
`),
];

// ---- memra ----------------------------------------------------------------------------------

const CHAT_PROMPT = "Explain what a KV cache is in two sentences.";

/**
 * The `hf:` spec memra resolves for the repository. memra downloads the repository (only the
 * matching GGUF files when the spec names a part of a file name) and loads the one GGUF at its
 * top level, or the directory itself when it holds a safetensors checkpoint. With several
 * top-level GGUF files the spec must name one: the preferred quant when exactly one file
 * carries it, else the first file's whole name.
 */
export function memraSpec(model: Pick<ModelRecord, "id" | "siblings">): string {
	const ggufs = siblingNames(model).filter(
		(f) => !f.includes("/") && f.toLowerCase().endsWith(".gguf") && !f.startsWith("mmproj"),
	);
	const spec = `hf:${String(model.id)}`;
	if (ggufs.length <= 1) return spec;
	const preferred = ggufs.filter((f) => f.includes(PREFERRED_QUANT));
	return `${spec}:${preferred.length === 1 ? PREFERRED_QUANT : ggufs[0]}`;
}

const memra: LibrarySnippets = (model) => {
	const spec = memraSpec(model);
	const chat = isConversational(model) ? "MEMRA_CHAT=1 " : "";
	return [
		lines()
			.add("# Linux with an NVIDIA GPU (tuned for RTX 50-series): prebuilt binaries are on the releases page,")
			.add("# or build them with the CUDA 13.1 toolkit: cargo install memra-server")
			.add("# the first run downloads the model with the hf command: pip install -U huggingface_hub")
			.add(`${chat}run-gen ${sh.str(spec)} --prompt ${sh.str(CHAT_PROMPT)}`)
			.add("# or serve it behind an OpenAI-compatible API on port 8080")
			.add(`MEMRA_MODELS=${sh.str(`chat=${spec}`)} memra-server`)
			.toString(),
	];
};

// ---- ANEForge -------------------------------------------------------------------------------

/** ANEForge is not on PyPI: it builds a dispatch library against Apple frameworks on the Mac. */
const ANEFORGE_INSTALL = `# ANEForge runs on Apple Silicon Macs (macOS 14+) and installs from source:
#   git clone https://github.com/sbryngelson/ANEForge && cd ANEForge
#   pip install -e ".[models]" && sh aneforge/_lib/build.sh`;

const RERANK_QUERY = "How many people live in Berlin?";
const RERANK_PASSAGES = [
	"Berlin has a population of 3,520,031 registered inhabitants.",
	"Berlin is well known for its museums.",
];

/**
 * ANEForge loads four kinds of hub model by id, each fused into Neural Engine programs:
 * Llama/Qwen-class decoders (`af.load_llm`), BERT-family sentence encoders (`af.load`),
 * BERT/RoBERTa rerankers (`CrossEncoder`) and ViT image classifiers (`load_vit`). Other
 * models (its ResNet, CLIP and Whisper loaders take torchvision or local weights) have no
 * documented load-by-id path, so their program says so instead of guessing one.
 */
const aneforge: LibrarySnippets = (model) => {
	const task = taskOf(model);
	const id = pyId(model);
	if (task === "text-generation") {
		return [
			program(`
${ANEFORGE_INSTALL}
import aneforge as af
from transformers import AutoTokenizer

# the decoder layers run as fused programs on the Neural Engine, with a resident KV cache
model = af.load_llm(${id})
tokenizer = AutoTokenizer.from_pretrained(${id})

prompt_ids = tokenizer(${py.str(widgetText(model, "The capital of France is"))})["input_ids"]
new_ids = model.generate(prompt_ids, max_new_tokens=32, eos_id=tokenizer.eos_token_id)
print(tokenizer.decode(new_ids))
`),
		];
	}
	if (task === "feature-extraction" || task === "sentence-similarity") {
		return [
			program(`
${ANEFORGE_INSTALL}
import aneforge as af

encoder = af.load(${id})  # pooling="mean"; pass pooling="cls" for CLS-pooled models

# one L2-normalised embedding per text, computed on the Neural Engine
embeddings = encoder([${py.str(widgetText(model, "The weather is lovely today."))}, "It is sunny outside."])
print(embeddings.shape, float(embeddings[0] @ embeddings[1]))
`),
		];
	}
	if (task === "text-ranking") {
		return [
			program(`
${ANEFORGE_INSTALL}
from aneforge.models import CrossEncoder

reranker = CrossEncoder(${id})
query = ${py.str(RERANK_QUERY)}
passages = ${py.value(RERANK_PASSAGES)}
# one relevance score per (query, passage) pair: higher is more relevant
print(reranker.predict([(query, passage) for passage in passages]))
`),
		];
	}
	if (task === "image-classification" && model.config?.model_type === "vit") {
		return [
			program(`
${ANEFORGE_INSTALL}
from urllib.request import urlopen

from aneforge.models import load_vit
from PIL import Image

classifier = load_vit(${id})
image = Image.open(urlopen(${py.str(SAMPLE_URLS.image)})).convert("RGB")
print(classifier.classify(image, top_k=5))  # (label, logit) pairs
`),
		];
	}
	return [
		program(`
${ANEFORGE_INSTALL}
# ANEForge loads decoder LLMs (af.load_llm), sentence encoders (af.load), rerankers and ViT
# classifiers by hub id; for this model it documents no load-by-id path. Build its graph from
# the weights with af.input / af.compile: https://aneforge.readthedocs.io
`),
	];
};

export const RUNTIMES_SNIPPETS: Record<string, LibrarySnippets> = {
	cortiq,
	zeromodels,
	memra,
	aneforge,
};
