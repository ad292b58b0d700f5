// Embedding and ranking models: sentence-transformers, transformers feature extraction,
// cross-encoder rerankers and sparse retrievers.
import { st as weights } from "../architectures.mjs";
import { day, rec, serve, tf, withFacts } from "../lib.mjs";

const SS = "sentence-similarity";
const FE = "feature-extraction";

const SIM_WIDGET = [
	{
		source_sentence: "That is a happy person",
		sentences: ["That is a happy dog", "That is a very happy person", "Today is a sunny day"],
	},
];

/** A sentence-transformers model; the hub also lists transformersInfo for the underlying encoder. */
const st = (id, pipeline_tag, arch, modelType, o = {}) => {
	const { tags = [], info = true, ...rest } = o;
	return rec(id, {
		pipeline_tag,
		library_name: "sentence-transformers",
		formats: ["pytorch", "safetensors"],
		tags: [...tags, pipeline_tag === SS ? FE : SS, "text-embeddings-inference"],
		config: { architectures: [arch], model_type: modelType },
		...(info ? { transformersInfo: { auto_model: "AutoModel", pipeline_tag: FE, processor: "AutoTokenizer" } } : {}),
		...rest,
	});
};

export default [
	withFacts(
		st("sentence-transformers/all-MiniLM-L6-v2", SS, "BertModel", "bert", {
			license: "apache-2.0",
			languages: ["en"],
			formats: ["pytorch", "tf", "rust", "onnx", "safetensors", "openvino"],
			weight: 200,
			widgetData: SIM_WIDGET,
			inferenceProviderMapping: serve(["hf-inference", "sentence-transformers/all-MiniLM-L6-v2", SS]),
		}),
		{
			decision: { created: "2022-03-02", params: 22_713_216, context: 512 },
			evals: [
				{
					dataset: "mteb/stsbenchmark-sts",
					split: "test",
					metric: "cosine_spearman",
					value: 0.8203,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/sentence-transformers__all-MiniLM-L6-v2/8b3219a92973c328a8e22fadcfa821b5dc75636a/STSBenchmark.json",
					checked: "2026-11-27",
					notes: "MTEB results file, main_score of the test split, rounded to 4 decimals",
				},
			],
		},
	),
	withFacts(
		st("sentence-transformers/all-mpnet-base-v2", SS, "MPNetModel", "mpnet", {
			license: "apache-2.0",
			languages: ["en"],
			weight: 80,
			widgetData: SIM_WIDGET,
			inferenceProviderMapping: serve(["hf-inference", "sentence-transformers/all-mpnet-base-v2", SS]),
		}),
		{
			hardware: {
				files: { "model.safetensors": 438_000_000 },
				source: {
					url: "https://huggingface.co/sentence-transformers/all-mpnet-base-v2/tree/84f2bcc00d77236f9e89c8a360a00fb1139bf47d",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 438 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		st("sentence-transformers/paraphrase-multilingual-MiniLM-L12-v2", SS, "BertModel", "bert", {
			license: "apache-2.0",
			languages: ["multilingual", "ar", "de", "en", "es", "fr", "it", "ja", "ko", "zh"],
			weight: 40,
			widgetData: SIM_WIDGET,
		}),
		{
			decision: { created: "2022-03-02", params: 117_653_760, context: 512 },
			evals: [
				{
					dataset: "mteb/stsbenchmark-sts",
					split: "test",
					metric: "cosine_spearman",
					value: 0.8442,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/sentence-transformers__paraphrase-multilingual-MiniLM-L12-v2/bf3bf13ab40c3157080a7ab344c831b9ad18b5eb/STSBenchmark.json",
					checked: "2026-11-27",
					notes: "MTEB results file, main_score of the test split, rounded to 4 decimals",
				},
			],
		},
	),
	withFacts(
		st("BAAI/bge-m3", SS, "XLMRobertaModel", "xlm-roberta", {
			license: "mit",
			tags: [FE],
			weight: 50,
			widgetData: SIM_WIDGET,
			inferenceProviderMapping: serve(["hf-inference", "BAAI/bge-m3", SS]),
		}),
		{
			decision: { created: "2024-01-27", params: 567_754_752, context: 8194, languages: ["multilingual"] },
			evals: [
				{
					dataset: "mteb/stsbenchmark-sts",
					split: "test",
					metric: "cosine_spearman",
					value: 0.8487,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/BAAI__bge-m3/5617a9f61b028005a4858fdac845db406aefb181/STSBenchmark.json",
					checked: "2026-11-27",
					notes: "MTEB results file, main_score of the test split, rounded to 4 decimals",
				},
			],
		},
	),
	withFacts(
		st("BAAI/bge-small-en-v1.5", FE, "BertModel", "bert", {
			license: "mit",
			languages: ["en"],
			tags: ["mteb"],
			weight: 60,
			inferenceProviderMapping: serve(["hf-inference", "BAAI/bge-small-en-v1.5", FE]),
		}),
		{
			decision: { created: "2023-09-12", params: 33_360_000, context: 512 },
			hardware: {
				files: { "model.safetensors": 133_000_000 },
				source: {
					url: "https://huggingface.co/BAAI/bge-small-en-v1.5/tree/main",
					checked: "2026-11-28",
					note: "the hub's file list: model.safetensors 133 MB (pytorch_model.bin 134 MB, float32 storage)",
				},
			},
			evals: [
				{
					dataset: "mteb/stsbenchmark-sts",
					split: "test",
					metric: "cosine_spearman",
					value: 0.8586,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/BAAI__bge-small-en-v1.5/5c38ec7c405ec4b44b94cc5a9bb96e735b38267a/STSBenchmark.json",
					checked: "2026-11-27",
					notes: "MTEB results file, main_score of the test split, rounded to 4 decimals",
				},
			],
		},
	),
	withFacts(
		st("BAAI/bge-base-en-v1.5", FE, "BertModel", "bert", {
			license: "mit",
			languages: ["en"],
			tags: ["mteb"],
			weight: 40,
			inferenceProviderMapping: serve(["together", "BAAI/bge-base-en-v1.5", FE]),
		}),
		{
			hardware: {
				params: 109_000_000,
				dtype: "F32",
				source: {
					url: "https://bge-model.com/bge/bge_v1_v1.5.html",
					checked: "2026-11-27",
					note: "the BGE documentation's model table: 109M parameters, 438 MB (float32)",
				},
			},
		},
	),
	withFacts(
		st("BAAI/bge-multilingual-gemma2", FE, "Gemma2Model", "gemma2", {
			license: "gemma",
			tags: ["mteb"],
			weight: 1,
			inferenceProviderMapping: serve(["scaleway", "bge-multilingual-gemma2", FE]),
		}),
		{
			decision: { created: "2024-07-25", params: 9_241_705_984, context: 8192, languages: ["multilingual"] },
			evals: [
				{
					dataset: "mteb/stsbenchmark-sts",
					split: "test",
					metric: "cosine_spearman",
					value: 0.8725,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/BAAI__bge-multilingual-gemma2/external/STSBenchmark.json",
					checked: "2026-11-27",
					notes:
						"MTEB results file, main_score of the test split, rounded to 4 decimals; filed under 'external' (results the model's authors reported)",
				},
			],
		},
	),
	withFacts(
		st("thenlper/gte-large", FE, "BertModel", "bert", {
			license: "mit",
			languages: ["en"],
			tags: ["mteb", "sentence-similarity"],
			weight: 10,
		}),
		{
			hardware: {
				files: { "model.safetensors": 670_000_000 },
				source: {
					url: "https://huggingface.co/thenlper/gte-large/tree/2fbf44e569b3f3cb9c3ba6bc02145f29d8152b2b",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 670 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		st("intfloat/multilingual-e5-large", FE, "XLMRobertaModel", "xlm-roberta", {
			license: "mit",
			languages: ["multilingual", "en", "de", "fr", "es", "zh", "ja"],
			tags: ["mteb"],
			weight: 30,
			inferenceProviderMapping: serve(["hf-inference", "intfloat/multilingual-e5-large", FE]),
		}),
		{
			decision: { created: "2023-06-30", params: 559_890_432, context: 514 },
			evals: [
				{
					dataset: "mteb/stsbenchmark-sts",
					split: "test",
					metric: "cosine_spearman",
					value: 0.8729,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/intfloat__multilingual-e5-large/4dc6d853a804b9c8886ede6dda8a073b7dc08a81/STSBenchmark.json",
					checked: "2026-11-27",
					notes: "MTEB results file, main_score of the test split, rounded to 4 decimals",
				},
			],
		},
	),
	withFacts(
		st("intfloat/e5-large-v2", SS, "BertModel", "bert", {
			license: "mit",
			languages: ["en"],
			tags: ["mteb"],
			weight: 5,
			widgetData: SIM_WIDGET,
		}),
		{
			hardware: {
				files: { "model.safetensors": 1_340_000_000 },
				source: {
					url: "https://huggingface.co/intfloat/e5-large-v2/tree/b322e09026e4ea05f42beadf4d661fb4e101d311",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 1.34 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		st("Qwen/Qwen3-Embedding-0.6B", FE, "Qwen3ForCausalLM", "qwen3", {
			license: "apache-2.0",
			tags: ["transformers"],
			base: { id: "Qwen/Qwen3-0.6B-Base" },
			weight: 30,
			inferenceProviderMapping: serve(
				["hf-inference", "Qwen/Qwen3-Embedding-0.6B", FE],
				["deepinfra", "Qwen/Qwen3-Embedding-0.6B", FE],
			),
		}),
		{
			decision: { created: "2025-06-03", params: 595_776_512, context: 32_768, languages: ["multilingual"] },
			evals: [
				{
					dataset: "mteb/stsbenchmark-sts",
					split: "test",
					metric: "cosine_spearman",
					value: 0.9113,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/Qwen__Qwen3-Embedding-0.6B/b22da495047858cce924d27d76261e96be6febc0/STSBenchmark.json",
					checked: "2026-11-27",
					notes: "MTEB results file, main_score of the test split, rounded to 4 decimals",
				},
			],
		},
	),
	withFacts(
		st("Qwen/Qwen3-Embedding-8B", FE, "Qwen3ForCausalLM", "qwen3", {
			license: "apache-2.0",
			tags: ["transformers"],
			base: { id: "Qwen/Qwen3-8B-Base" },
			weight: 5,
			inferenceProviderMapping: serve(["scaleway", "qwen3-embedding-8b", FE]),
		}),
		{
			decision: { created: "2025-06-03", params: 7_567_295_488, context: 32_768, languages: ["multilingual"] },
			evals: [
				{
					dataset: "mteb/stsbenchmark-sts",
					split: "test",
					metric: "cosine_spearman",
					value: 0.936,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/Qwen__Qwen3-Embedding-8B/4e423935c619ae4df87b646a3ce949610c66241c/STSBenchmark.json",
					checked: "2026-11-27",
					notes: "MTEB results file, main_score of the test split, rounded to 4 decimals",
				},
			],
		},
	),
	withFacts(
		st("Alibaba-NLP/gte-Qwen2-7B-instruct", SS, "Qwen2ForCausalLM", "qwen2", {
			license: "apache-2.0",
			tags: ["custom_code", "mteb", "qwen2", "transformers"],
			weight: 2,
			widgetData: SIM_WIDGET,
		}),
		{
			decision: { created: "2024-06-15", params: 7_613_463_040, context: 32_768, languages: ["multilingual"] },
			evals: [
				{
					dataset: "mteb/stsbenchmark-sts",
					split: "test",
					metric: "cosine_spearman",
					value: 0.8681,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/Alibaba-NLP__gte-Qwen2-7B-instruct/e26182b2122f4435e8b3ebecbf363990f409b45b/STSBenchmark.json",
					checked: "2026-11-27",
					notes: "MTEB results file, main_score of the test split, rounded to 4 decimals",
				},
			],
		},
	),
	withFacts(
		st("nomic-ai/nomic-embed-text-v1.5", SS, "NomicBertModel", "nomic_bert", {
			license: "apache-2.0",
			languages: ["en"],
			tags: ["custom_code", "mteb", "transformers.js"],
			info: false,
			weight: 30,
			widgetData: [
				{
					source_sentence: "search_query: What is TSNE?",
					sentences: [
						"search_document: t-distributed stochastic neighbor embedding (t-SNE) is a dimensionality reduction technique",
						"search_document: Who is Laurens van der Maaten?",
					],
				},
			],
		}),
		{
			decision: { created: "2024-02-10", params: 136_731_648, context: 8192 },
			evals: [
				{
					dataset: "mteb/stsbenchmark-sts",
					split: "test",
					metric: "cosine_spearman",
					value: 0.814,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/nomic-ai__nomic-embed-text-v1.5/b0753ae76394dd36bcfb912a46018088bca48be0/STSBenchmark.json",
					checked: "2026-11-27",
					notes: "MTEB results file, main_score of the test split, rounded to 4 decimals",
				},
			],
		},
	),
	withFacts(
		st("mixedbread-ai/mxbai-embed-large-v1", FE, "BertModel", "bert", {
			license: "apache-2.0",
			languages: ["en"],
			tags: ["mteb", "transformers.js", "onnx"],
			weight: 20,
		}),
		{
			decision: { created: "2024-03-07", params: 335_141_888, context: 512 },
			evals: [
				{
					dataset: "mteb/stsbenchmark-sts",
					split: "test",
					metric: "cosine_spearman",
					value: 0.8929,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/mixedbread-ai__mxbai-embed-large-v1/990580e27d329c7408b3741ecff85876e128e203/STSBenchmark.json",
					checked: "2026-11-27",
					notes: "MTEB results file, main_score of the test split, rounded to 4 decimals",
				},
			],
		},
	),
	withFacts(
		st("HIT-TMG/KaLM-embedding-multilingual-mini-instruct-v1.5", SS, "Qwen2Model", "qwen2", {
			license: "mit",
			tags: ["mteb"],
			weight: 1,
			widgetData: SIM_WIDGET,
		}),
		{
			hardware: {
				files: { "model.safetensors": 1980000000 },
				source: {
					url: "https://huggingface.co/HIT-TMG/KaLM-embedding-multilingual-mini-instruct-v1.5/tree/2befc2aaec40d5d83dc0b5899d5f4a0437412ef6",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 1.98 GB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		st("google/embeddinggemma-300m", SS, "Gemma3TextModel", "gemma3_text", {
			gated: "manual",
			license: "gemma",
			weight: 20,
			widgetData: SIM_WIDGET,
		}),
		{
			decision: { created: "2025-09-04", params: 307_581_696, context: 2048, languages: ["multilingual"] },
			evals: [
				{
					dataset: "mteb/stsbenchmark-sts",
					split: "test",
					metric: "cosine_spearman",
					value: 0.8816,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/google__embeddinggemma-300m/64614b0b8b64f0c6c1e52b07e4e9a4e8fe4d2da2/STSBenchmark.json",
					checked: "2026-11-27",
					notes: "MTEB results file, main_score of the test split, rounded to 4 decimals",
				},
			],
		},
	),
	// transformers feature extraction
	withFacts(
		tf("facebook/bart-base", FE, "BartModel", "bart", {
			license: "apache-2.0",
			languages: ["en"],
			formats: ["pytorch", "tf", "jax", "safetensors"],
			weight: 10,
		}),
		{
			hardware: {
				params: 140_000_000,
				dtype: "F32",
				source: {
					url: "https://github.com/facebookresearch/fairseq/blob/main/examples/bart/README.md",
					checked: "2026-11-27",
					note: "bart.base in fairseq's table of pre-trained models",
				},
			},
		},
	),
	withFacts(
		tf("Alibaba-NLP/gte-Qwen1.5-7B-instruct", FE, "Qwen2ForCausalLM", "qwen2", {
			license: "apache-2.0",
			tags: ["custom_code", "sentence-transformers", "mteb"],
			weight: 0.5,
		}),
		{
			hardware: {
				params: 7_720_000_000,
				dtype: "F32",
				dtypeAssumed: true,
				source: {
					url: "https://huggingface.co/Alibaba-NLP/gte-large-en-v1.5/commit/124e8cc607418c69ebae00e23831dac0c7cf6c1f",
					checked: "2026-11-28",
					note: "Alibaba-NLP's gte-large-en-v1.5 card, its table of gte models: gte-Qwen1.5-7B-instruct, Model Size 7720 (millions); stored type not stated (F32 assumed: the gte-Qwen2-7B-instruct card lists GTE-Qwen1.5-7B-instruct at 26.45GB)",
				},
			},
		},
	),
	withFacts(
		tf("jinaai/jina-embeddings-v3", FE, "XLMRobertaLoRA", "xlm-roberta", {
			license: "cc-by-nc-4.0",
			tags: ["custom_code", "sentence-transformers", "mteb", "multilingual"],
			auto: "AutoModel",
			noInfo: true,
			weight: 20,
		}),
		{
			decision: { created: "2024-09-05", params: 572_310_396, context: 8194, languages: ["multilingual"] },
			evals: [
				{
					dataset: "mteb/stsbenchmark-sts",
					split: "test",
					metric: "cosine_spearman",
					value: 0.8943,
					url: "https://github.com/embeddings-benchmark/results/blob/f4cc6c8b365a3c779dbc708d6affe0b0355b2ddf/results/jinaai__jina-embeddings-v3/215a6e121fa0183376388ac6b1ae230326bfeaed/STSBenchmark.json",
					checked: "2026-11-27",
					notes: "MTEB results file, main_score of the test split, rounded to 4 decimals",
				},
			],
		},
	),
	// text-ranking
	withFacts(
		rec("cross-encoder/ms-marco-MiniLM-L6-v2", {
			pipeline_tag: "text-ranking",
			library_name: "sentence-transformers",
			formats: ["pytorch", "jax", "onnx", "safetensors", "openvino"],
			tags: ["transformers", "bert", "text-classification"],
			license: "apache-2.0",
			languages: ["en"],
			base: { id: "cross-encoder/ms-marco-MiniLM-L12-v2" },
			config: { architectures: ["BertForSequenceClassification"], model_type: "bert" },
			transformersInfo: {
				auto_model: "AutoModelForSequenceClassification",
				pipeline_tag: "text-classification",
				processor: "AutoTokenizer",
			},
			weight: 40,
		}),
		{
			decision: {
				created: "2022-03-02",
				params: 22_700_000,
				dtype: "F32",
				languages: ["en"],
				config: { max_position_embeddings: 512 },
			},
		},
	),
	withFacts(
		rec("BAAI/bge-reranker-v2-m3", {
			pipeline_tag: "text-ranking",
			library_name: "sentence-transformers",
			formats: ["safetensors"],
			tags: ["transformers", "xlm-roberta", "text-classification", "text-embeddings-inference"],
			license: "apache-2.0",
			languages: ["multilingual"],
			config: { architectures: ["XLMRobertaForSequenceClassification"], model_type: "xlm-roberta" },
			transformersInfo: {
				auto_model: "AutoModelForSequenceClassification",
				pipeline_tag: "text-classification",
				processor: "AutoTokenizer",
			},
			weight: 20,
		}),
		{
			decision: {
				created: "2024-03-15",
				params: 568_000_000,
				dtype: "F32",
				languages: ["multilingual"],
				config: { max_position_embeddings: 8194 },
			},
			evals: [
				{
					dataset: "mteb/MTEB-R",
					config: "rerank-top100-Qwen3-Embedding-0.6B",
					metric: "ndcg@10",
					value: 57.03,
					url: "https://github.com/QwenLM/Qwen3-Embedding/blob/f4ad0c434c0e3534494e26a4a6bdfd8ab1431968/README.md",
					checked: "2026-11-28",
					notes:
						"Qwen3 Embedding README, Reranker table, row BGE-reranker-v2-m3, column MTEB-R (retrieval tasks of MTEB eng v2, mean main score nDCG@10 x100)",
				},
			],
		},
	),
	withFacts(
		tf("Alibaba-NLP/gte-multilingual-reranker-base", "text-ranking", "NewForSequenceClassification", "new", {
			license: "apache-2.0",
			tags: ["custom_code", "sentence-transformers", "text-classification"],
			weight: 3,
		}),
		{
			decision: {
				created: "2024-07-20",
				params: 306_000_000,
				dtype: "F16",
				languages: ["multilingual"],
				config: { max_position_embeddings: 8192 },
			},
			evals: [
				{
					dataset: "mteb/MTEB-R",
					config: "rerank-top100-Qwen3-Embedding-0.6B",
					metric: "ndcg@10",
					value: 59.51,
					url: "https://github.com/QwenLM/Qwen3-Embedding/blob/f4ad0c434c0e3534494e26a4a6bdfd8ab1431968/README.md",
					checked: "2026-11-28",
					notes:
						"Qwen3 Embedding README, Reranker table, row gte-multilingual-reranker-base, column MTEB-R (retrieval tasks of MTEB eng v2, mean main score nDCG@10 x100)",
				},
			],
		},
	),
	withFacts(
		tf(
			"Alibaba-NLP/gte-reranker-modernbert-base",
			"text-ranking",
			"ModernBertForSequenceClassification",
			"modernbert",
			{
				license: "apache-2.0",
				languages: ["en"],
				tags: ["sentence-transformers", "text-classification", "transformers.js"],
				base: { id: "answerdotai/ModernBERT-base" },
				weight: 2,
			},
		),
		{
			decision: {
				created: "2025-01-20",
				params: 149_000_000,
				dtype: "F16",
				languages: ["en"],
				config: { max_position_embeddings: 8192 },
			},
		},
	),
	withFacts(
		rec("mixedbread-ai/mxbai-rerank-large-v1", {
			pipeline_tag: "text-ranking",
			library_name: "sentence-transformers",
			formats: ["onnx", "safetensors"],
			tags: ["transformers", "deberta-v2", "reranker", "transformers.js"],
			license: "apache-2.0",
			languages: ["en"],
			weight: 3,
		}),
		{
			decision: {
				created: "2024-02-29",
				params: 435_000_000,
				dtype: "F16",
				languages: ["en"],
				config: { max_position_embeddings: 512 },
			},
		},
	),
	// text-retrieval (sparse and late-interaction retrievers)
	rec("naver/splade-v3", {
		pipeline_tag: "text-retrieval",
		library_name: "sentence-transformers",
		formats: ["pytorch", "safetensors"],
		tags: ["transformers", "bert", "splade", "sparse-encoder", "sparse"],
		license: "cc-by-nc-sa-4.0",
		languages: ["en"],
		weight: 2,
	}),
	withFacts(
		rec("opensearch-project/opensearch-neural-sparse-encoding-doc-v3-distill", {
			pipeline_tag: "text-retrieval",
			library_name: "sentence-transformers",
			formats: ["safetensors"],
			tags: ["transformers", "distilbert", "learned sparse", "opensearch", "retrieval", "document-expansion"],
			license: "apache-2.0",
			languages: ["en"],
			weight: 1,
		}),
		{
			hardware: {
				params: 67_000_000,
				dtype: "F32",
				dtypeAssumed: true,
				source: {
					url: "https://github.com/opensearch-project/documentation-website/blob/00c43e6b69ee3d6f6ac8d03df764c6066dc6194e/_vector-search/ai-search/neural-sparse-with-pipelines.md",
					checked: "2026-11-28",
					note: "OpenSearch documentation, neural sparse search, English models table: opensearch-neural-sparse-encoding-doc-v3-distill, Model parameters 67M; the stored type is not stated: F32 assumed (the family's doc-v2-distill config says float32)",
				},
			},
		},
	),
	withFacts(
		rec("lightonai/GTE-ModernColBERT-v1", {
			pipeline_tag: "text-retrieval",
			library_name: "PyLate",
			formats: ["safetensors"],
			tags: ["ColBERT", "sentence-transformers", "sentence-similarity", "feature-extraction"],
			license: "apache-2.0",
			languages: ["en"],
			base: { id: "Alibaba-NLP/gte-modernbert-base" },
			weight: 1,
		}),
		{
			hardware: {
				files: { "model.safetensors": 596_000_000 },
				source: {
					url: "https://huggingface.co/lightonai/GTE-ModernColBERT-v1/tree/main",
					checked: "2026-11-28",
					note: "the file list at 6605e43: model.safetensors 596 MB (the small 1_Dense projection folder is not expanded on the page and is left out)",
				},
			},
		},
	),
	// text-ranking
	withFacts(
		tf("Qwen/Qwen3-Reranker-0.6B", "text-ranking", "Qwen3ForCausalLM", "qwen3", {
			auto: "AutoModelForCausalLM",
			license: "apache-2.0",
			languages: ["multilingual"],
			base: { id: "Qwen/Qwen3-0.6B-Base", rel: "finetune" },
			createdAt: day("2025-06-05"),
			safetensors: weights(596_000_000),
			config: { max_position_embeddings: 40960 },
			weight: 3,
		}),
		{
			evals: [
				{
					dataset: "mteb/MTEB-R",
					config: "rerank-top100-Qwen3-Embedding-0.6B",
					metric: "ndcg@10",
					value: 65.8,
					url: "https://github.com/QwenLM/Qwen3-Embedding/blob/f4ad0c434c0e3534494e26a4a6bdfd8ab1431968/README.md",
					checked: "2026-11-28",
					notes:
						"Qwen3 Embedding README, Reranker table, row Qwen3-Reranker-0.6B, column MTEB-R (retrieval tasks of MTEB eng v2, mean main score nDCG@10 x100)",
				},
			],
		},
	),
	// 2026 picks for retrieval (feature-extraction, visual-document-retrieval, text-ranking): Qwen's multimodal
	// embedding and reranking models on Qwen3-VL, announced with their technical report (arXiv 2601.04720) on
	// 2026-01-08. Facts from the GitHub README and the hub pages: 2B parameters (the published size), 32K-token
	// inputs, more than 30 languages, Apache-2.0; the hub lists the embedder under sentence-transformers and
	// the reranker under Transformers (AutoModelForImageTextToText) as Text Ranking.
	rec("Qwen/Qwen3-VL-Embedding-2B", {
		pipeline_tag: "sentence-similarity",
		library_name: "sentence-transformers",
		formats: ["safetensors"],
		tags: ["transformers", "qwen3_vl", "multimodal"],
		license: "apache-2.0",
		languages: ["multilingual"],
		config: { model_type: "qwen3_vl", max_position_embeddings: 32768 },
		createdAt: day("2026-01-08"),
		safetensors: weights(2_000_000_000),
		weight: 2,
	}),
	rec("Qwen/Qwen3-VL-Reranker-2B", {
		pipeline_tag: "text-ranking",
		library_name: "transformers",
		formats: ["safetensors"],
		tags: ["sentence-transformers", "qwen3_vl", "image-text-to-text", "multimodal rerank", "text rerank"],
		license: "apache-2.0",
		languages: ["multilingual"],
		config: { model_type: "qwen3_vl", max_position_embeddings: 32768 },
		transformersInfo: {
			auto_model: "AutoModelForImageTextToText",
			pipeline_tag: "text-ranking",
			processor: "AutoProcessor",
		},
		createdAt: day("2026-01-08"),
		safetensors: weights(2_000_000_000),
		weight: 1,
	}),
];
