/**
 * Libraries built around the transformers ecosystem: adapters, sentence embedders, span
 * extractors, static embeddings, hub kernels, state-space models, sparse autoencoders and
 * retrieval models.
 */
import * as py from "../../code/py.js";
import type { ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import {
	cardBaseModel,
	pip,
	program,
	pyId,
	remoteCode,
	safeWidget,
	siblingNames,
	tagsOf,
	taskOf,
	widgetText,
} from "./helpers.js";
import { RERANK } from "./transformers-direct-load.js";
import { MAX_NEW_TOKENS } from "./transformers-pipeline-inputs.js";

/** Sentences the embedding examples compare when the record has no widget. */
export const EMBEDDING_SENTENCES = [
	"The weather is lovely today.",
	"It's so sunny outside!",
	"He drove to the stadium.",
] as const;

/** Entity labels the zero-shot extractors look for. */
export const NER_LABELS = ["person", "organization", "location", "date"] as const;
const NER_TEXT = "Ada Lovelace worked with Charles Babbage in London on the Analytical Engine in 1843.";

const adapterTransformers: LibrarySnippets = (model) => {
	const named = model.config?.adapter_transformers?.model_name;
	const base = typeof named === "string" && named !== "" ? named : cardBaseModel(model);
	const rc = remoteCode(model);
	return [
		program((o) => {
			o.add(pip("adapters", "torch"));
			o.add("from adapters import AutoAdapterModel");
			o.add("from transformers import AutoTokenizer");
			o.blank();
			o.add(`model = AutoAdapterModel.from_pretrained(${py.str(base)}${rc})`);
			o.add(`model.load_adapter(${pyId(model)}, set_active=True)`);
			o.add(`tokenizer = AutoTokenizer.from_pretrained(${py.str(base)}${rc})`);
			o.blank();
			o.add(
				`inputs = tokenizer(${py.str(widgetText(model, "Adapters make fine-tuning cheap."))}, return_tensors="pt")`,
			);
			o.add("outputs = model(**inputs)");
			o.add("print(outputs)");
		}),
	];
};

/** The widget's query and candidate sentences, when the record gives them. */
function similarityWidget(model: ModelRecord): { query: string; sentences: string[] } | undefined {
	const w = safeWidget(model);
	const query = w?.source_sentence;
	const sentences = Array.isArray(w?.sentences) ? w.sentences.filter((s): s is string => typeof s === "string") : [];
	if (typeof query !== "string" || query === "" || sentences.length === 0) return undefined;
	return { query, sentences };
}

const sentenceTransformers: LibrarySnippets = (model) => {
	const rc = remoteCode(model);
	const widget = similarityWidget(model);
	if (taskOf(model) === "text-ranking") {
		const query = widget?.query ?? RERANK.query;
		const docs = widget?.sentences ?? [...RERANK.documents];
		return [
			program((o) => {
				o.add(pip("sentence-transformers"));
				o.add("from sentence_transformers import CrossEncoder");
				o.blank();
				o.add(`model = CrossEncoder(${pyId(model)}${rc})`);
				o.add(`query = ${py.str(query)}`);
				o.add(`documents = ${py.value(docs)}`);
				o.add("scores = model.predict([(query, document) for document in documents])");
				o.add("print(scores)");
			}),
		];
	}
	if (tagsOf(model).includes("sparse-encoder")) {
		// SPLADE-style models need SparseEncoder; asymmetric ones route queries and documents apart.
		const query = widget?.query ?? RERANK.query;
		const docs = widget?.sentences ?? [...RERANK.documents];
		return [
			program((o) => {
				o.add(pip("sentence-transformers"));
				o.add("from sentence_transformers import SparseEncoder");
				o.blank();
				o.add(`model = SparseEncoder(${pyId(model)}${rc})`);
				o.add(`query = ${py.str(query)}`);
				o.add(`documents = ${py.value(docs)}`);
				o.add("query_embeddings = model.encode_query([query])");
				o.add("document_embeddings = model.encode_document(documents)");
				o.add("print(model.similarity(query_embeddings, document_embeddings))");
			}),
		];
	}
	return [
		program((o) => {
			o.add(pip("sentence-transformers"));
			o.add("from sentence_transformers import SentenceTransformer");
			o.blank();
			o.add(`model = SentenceTransformer(${pyId(model)}${rc})`);
			if (widget) {
				o.add(`query = ${py.str(widget.query)}`);
				o.add(`sentences = ${py.value(widget.sentences)}`);
				o.add("query_embedding = model.encode([query])");
				o.add("sentence_embeddings = model.encode(sentences)");
				o.add("similarities = model.similarity(query_embedding, sentence_embeddings)");
			} else {
				o.add(`sentences = ${py.value([...EMBEDDING_SENTENCES])}`);
				o.add("embeddings = model.encode(sentences)");
				o.add("similarities = model.similarity(embeddings, embeddings)");
			}
			o.add("print(similarities)");
		}),
	];
};

const setfit: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("setfit"));
		o.add("from setfit import SetFitModel");
		o.blank();
		o.add(`model = SetFitModel.from_pretrained(${pyId(model)})`);
		o.add(
			`predictions = model([${py.str(widgetText(model, "I loved the new Spider-Man movie!"))}, "Pineapple on pizza is the worst."])`,
		);
		o.add("print(predictions)");
	}),
];

const spanMarker: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("span_marker"));
		o.add("from span_marker import SpanMarkerModel");
		o.blank();
		o.add(`model = SpanMarkerModel.from_pretrained(${pyId(model)})`);
		o.add(`entities = model.predict(${py.str(widgetText(model, NER_TEXT))})`);
		o.add("print(entities)");
	}),
];

const gliner: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("gliner"));
		o.add("from gliner import GLiNER");
		o.blank();
		o.add(`model = GLiNER.from_pretrained(${pyId(model)})`);
		o.add(`text = ${py.str(widgetText(model, NER_TEXT))}`);
		o.add(`labels = ${py.value([...NER_LABELS], 0)}`);
		o.add("entities = model.predict_entities(text, labels, threshold=0.5)");
		o.add("for entity in entities:");
		o.add('print(entity["text"], "=>", entity["label"])', 1);
	}),
];

const gliner2: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("gliner2"));
		o.add("from gliner2 import GLiNER2");
		o.blank();
		o.add(`extractor = GLiNER2.from_pretrained(${pyId(model)})`);
		o.add(`text = ${py.str(widgetText(model, NER_TEXT))}`);
		o.add(`result = extractor.extract_entities(text, ${py.value([...NER_LABELS], 0)})`);
		o.add("print(result)");
	}),
];

const model2vec: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("model2vec"));
		o.add("from model2vec import StaticModel");
		o.blank();
		o.add(`model = StaticModel.from_pretrained(${pyId(model)})`);
		o.add(`embeddings = model.encode(${py.value([...EMBEDDING_SENTENCES.slice(0, 2)], 0)})`);
		o.add("print(embeddings.shape)");
	}),
];

/** Organisation whose kernels `get_kernel` loads without opting in to remote code. */
export const TRUSTED_KERNEL_ORG = "kernels-community";

const kernels: LibrarySnippets = (model) => {
	const trusted = model.id.startsWith(`${TRUSTED_KERNEL_ORG}/`);
	return [
		program((o) => {
			o.add(pip("kernels", "torch"));
			o.add("from kernels import get_kernel");
			o.blank();
			o.add("# Pin `version=` or a commit `revision=` to keep builds reproducible.");
			if (!trusted) o.add("# Kernels from outside the trusted organisations run only when you opt in to their code.");
			o.add(`kernel = get_kernel(${pyId(model)}, revision="main"${trusted ? "" : ", trust_remote_code=True"})`);
			o.add('print([name for name in dir(kernel) if not name.startswith("_")])');
		}),
	];
};

/** The tokenizer the state-spaces Mamba checkpoints were trained with. */
export const MAMBA_TOKENIZER = "EleutherAI/gpt-neox-20b";

const mambaSsm: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("mamba-ssm", "causal-conv1d", "transformers"));
		o.add("import torch");
		o.add("from mamba_ssm.models.mixer_seq_simple import MambaLMHeadModel");
		o.add("from transformers import AutoTokenizer");
		o.blank();
		o.add(`tokenizer = AutoTokenizer.from_pretrained(${py.str(MAMBA_TOKENIZER)})`);
		o.add(`model = MambaLMHeadModel.from_pretrained(${pyId(model)}, device="cuda", dtype=torch.float16)`);
		o.blank();
		o.add(
			`input_ids = tokenizer(${py.str(widgetText(model, "Once upon a time,"))}, return_tensors="pt").input_ids.to("cuda")`,
		);
		o.add(`output = model.generate(input_ids, max_length=input_ids.shape[1] + ${MAX_NEW_TOKENS})`);
		o.add("print(tokenizer.batch_decode(output))");
	}),
];

/** The SAE folders of a SAELens repository: each holds a cfg.json (the folder name is the `sae_id`). */
export function saeIds(model: ModelRecord): string[] {
	return siblingNames(model)
		.map((f) => /^(.+)\/cfg\.json$/.exec(f)?.[1])
		.filter((d): d is string => d !== undefined);
}

const saelens: LibrarySnippets = (model) => [
	program((o) => {
		const first = saeIds(model)[0];
		o.add(pip("sae-lens"));
		o.add("import torch");
		o.add("from sae_lens import SAE");
		o.blank();
		if (first) {
			o.add("# One of the SAE folders of the repository (each folder is one sae_id).");
			o.add(`sae_id = ${py.str(first)}`);
		} else {
			o.add("# Replace with one of the SAE folders listed in the repository (for example a hook name).");
			o.add('sae_id = "SAE_ID"');
		}
		o.add(`sae = SAE.from_pretrained(release=${pyId(model)}, sae_id=sae_id, device="cpu")`);
		o.add("activations = torch.randn(1, sae.cfg.d_in)");
		o.add("features = sae.encode(activations)");
		o.add("print(features.shape)");
	}),
];

const lightningIr: LibrarySnippets = (model) => {
	const cross = tagsOf(model).includes("cross-encoder") || taskOf(model) === "text-ranking";
	const cls = cross ? "CrossEncoderModule" : "BiEncoderModule";
	return [
		program((o) => {
			o.add(pip("lightning-ir"));
			o.add(`from lightning_ir import ${cls}`);
			o.blank();
			o.add("# Bi-encoders embed queries and documents apart; use CrossEncoderModule for re-rankers.");
			o.add(`module = ${cls}(${pyId(model)})`);
			o.add(
				'output = module.score("What is the capital of France?", ["Paris is the capital of France.", "Berlin is the capital of Germany."])',
			);
			o.add("print(output.scores)");
		}),
	];
};

const relik: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("relik"));
		o.add("from relik import Relik");
		o.blank();
		o.add(`relik = Relik.from_pretrained(${pyId(model)})`);
		o.add(`output = relik(${py.str(widgetText(model, "Michael Jordan was one of the best players in the NBA."))})`);
		o.add("print(output)");
	}),
];

/** An RNA sequence for the MultiMolecule examples. */
export const RNA_SEQUENCE = "UAGCUUAUCAGACUGAUGUUGA";

const multimolecule: LibrarySnippets = (model) => {
	const tag = taskOf(model);
	if (tag === "fill-mask") {
		return [
			program((o) => {
				o.add(pip("multimolecule"));
				o.add("import multimolecule  # noqa: F401  (registers the MultiMolecule models with transformers)");
				o.add("from transformers import pipeline");
				o.blank();
				o.add(`pipe = pipeline("fill-mask", model=${pyId(model)}${remoteCode(model)})`);
				o.add(`print(pipe(${py.str(widgetText(model, "UAGCUUAUC<mask>GACUGAUGUUGA"))}))`);
			}),
		];
	}
	return [
		program((o) => {
			o.add(pip("multimolecule"));
			o.add("import multimolecule  # noqa: F401  (registers the MultiMolecule models with transformers)");
			o.add("from transformers import AutoModel, AutoTokenizer");
			o.blank();
			o.add(`tokenizer = AutoTokenizer.from_pretrained(${pyId(model)}${remoteCode(model)})`);
			o.add(`model = AutoModel.from_pretrained(${pyId(model)}${remoteCode(model)})`);
			o.add(`inputs = tokenizer(${py.str(RNA_SEQUENCE)}, return_tensors="pt")`);
			o.add("outputs = model(**inputs)");
			o.add("print(outputs.last_hidden_state.shape)");
		}),
	];
};

export const HF_LIBRARY_SNIPPETS: Record<string, LibrarySnippets> = {
	"adapter-transformers": adapterTransformers,
	"sentence-transformers": sentenceTransformers,
	setfit,
	"span-marker": spanMarker,
	gliner,
	gliner2,
	model2vec,
	kernels,
	"mamba-ssm": mambaSsm,
	saelens,
	"lightning-ir": lightningIr,
	relik,
	multimolecule,
};
