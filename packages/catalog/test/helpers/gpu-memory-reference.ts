/**
 * The reference table of test/data/llama-cpp-gpu-memory.tsv (what llama.cpp allocated on an
 * NVIDIA H200, see test/data/README.md), read into rows, and the model records a hub would hold
 * for each row's model: the estimator gets nothing from the table but what a real record says.
 */
import { readFileSync } from "node:fs";
import { parametersFromConfig } from "../../src/hardware/index.js";
import type { ArchitectureConfig, ModelRecord } from "../../src/index.js";

export interface ReferenceRow {
	label: string;
	publicModel: string;
	architecture: string;
	quant: string;
	fileBytes: number;
	tokenEmbdType: string;
	tokenEmbdBytes: number;
	/** `None` when the model ties its output to the input embedding (no output tensor in the file). */
	outputType: string;
	outputBytes: number;
	layers: number;
	hidden: number;
	heads: number;
	kvHeads: number;
	headDim: number;
	ffn: number;
	vocab: number;
	experts?: number;
	expertsUsed?: number;
	expertFfn?: number;
	slidingWindow?: number;
	/** Every n-th layer is global, the others use the sliding window. */
	swaPattern?: number;
	contextTrain: number;
	nCtx: number;
	cacheType: "f16" | "q8_0";
	tokensFilled: number;
	gpuModelBytes: number;
	hostModelBytes: number;
	gpuKvBytes: number;
	gpuComputeBytes: number;
	hostComputeBytes: number;
	cudaContextMiB: number;
	processDeviceMiBAfterLoad: number;
	processDeviceMiBEnd: number;
}

const TSV = new URL("../data/llama-cpp-gpu-memory.tsv", import.meta.url);

export function readReferenceRows(): ReferenceRow[] {
	const [head, ...lines] = readFileSync(TSV, "utf8").trimEnd().split("\n");
	const names = head!.split("\t");
	return lines.map((line) => {
		const cells = line.split("\t");
		const raw = (name: string): string => {
			const i = names.indexOf(name);
			if (i < 0) throw new Error(`the reference table has no column ${name}`);
			return cells[i] ?? "";
		};
		const n = (name: string): number => {
			const v = Number(raw(name));
			if (raw(name) === "" || !Number.isFinite(v)) throw new Error(`${name} is not a number: ${raw(name)}`);
			return v;
		};
		const optional = (name: string): number | undefined => (raw(name) === "" ? undefined : n(name));
		const cacheType = raw("cache_type");
		if (cacheType !== "f16" && cacheType !== "q8_0") throw new Error(`cache_type ${cacheType}`);
		return {
			label: raw("label"),
			publicModel: raw("public_model"),
			architecture: raw("architecture"),
			quant: raw("quant"),
			fileBytes: n("file_bytes"),
			tokenEmbdType: raw("token_embd_type"),
			tokenEmbdBytes: n("token_embd_bytes"),
			outputType: raw("output_type"),
			outputBytes: n("output_bytes"),
			layers: n("layers"),
			hidden: n("hidden"),
			heads: n("heads"),
			kvHeads: n("kv_heads"),
			headDim: n("head_dim"),
			ffn: n("ffn"),
			vocab: n("vocab"),
			experts: optional("experts"),
			expertsUsed: optional("experts_used"),
			expertFfn: optional("expert_ffn"),
			slidingWindow: optional("sliding_window"),
			swaPattern: optional("swa_pattern"),
			contextTrain: n("context_train"),
			nCtx: n("n_ctx"),
			cacheType,
			tokensFilled: n("tokens_filled"),
			gpuModelBytes: n("gpu_model_bytes"),
			hostModelBytes: n("host_model_bytes"),
			gpuKvBytes: n("gpu_kv_bytes"),
			gpuComputeBytes: n("gpu_compute_bytes"),
			hostComputeBytes: n("host_compute_bytes"),
			cudaContextMiB: n("cuda_context_mib"),
			processDeviceMiBAfterLoad: n("process_device_mib_after_load"),
			processDeviceMiBEnd: n("process_device_mib_end"),
		};
	});
}

/** The GGUF file's name, as a repository would list it. */
export const fileName = (row: ReferenceRow): string => `${row.publicModel.replace(/^.*\//, "")}-${row.quant}.gguf`;

/**
 * config.json of the row's model, as transformers writes it: the architecture numbers, and
 * `tie_word_embeddings: false` where the model keeps its own output matrix (Llama, Qwen and Phi
 * configs say so). Gemma's config does not write the flag (its default is tied): left out.
 */
export function referenceConfig(row: ReferenceRow): ArchitectureConfig & { model_type: string } {
	const tied = row.outputType === "None";
	return {
		model_type: row.architecture,
		num_hidden_layers: row.layers,
		hidden_size: row.hidden,
		num_attention_heads: row.heads,
		num_key_value_heads: row.kvHeads,
		head_dim: row.headDim,
		intermediate_size: row.ffn,
		vocab_size: row.vocab,
		max_position_embeddings: row.contextTrain,
		...(row.experts
			? { num_experts: row.experts, num_experts_per_tok: row.expertsUsed, moe_intermediate_size: row.expertFfn }
			: {}),
		...(row.slidingWindow ? { sliding_window: row.slidingWindow, sliding_window_pattern: row.swaPattern } : {}),
		...(tied ? {} : { tie_word_embeddings: false }),
	};
}

/** The parameter count a hub states for the file: its tensors, from the architecture (norms aside). */
export function referenceParameters(row: ReferenceRow): number {
	const p = parametersFromConfig({ ...referenceConfig(row), tie_word_embeddings: row.outputType === "None" });
	if (!p) throw new Error(`no parameter count for ${row.label}`);
	return p;
}

/**
 * Two records a hub would hold for the row's file: `config` (the original repository's
 * config.json beside the GGUF file) and `gguf` (a GGUF repository: no config.json, only the
 * header summary the hub gives, without the FFN width or the tying of the embedding).
 */
export function referenceRecords(row: ReferenceRow): { config: ModelRecord; gguf: ModelRecord } {
	const siblings = [{ rfilename: fileName(row), size: row.fileBytes }];
	const id = `reference/${row.label}`;
	const slidingLayers =
		row.slidingWindow && row.swaPattern ? row.layers - Math.floor(row.layers / row.swaPattern) : undefined;
	return {
		config: { id, config: referenceConfig(row), siblings },
		gguf: {
			id,
			gguf: {
				architecture: row.architecture,
				total: referenceParameters(row),
				context_length: row.contextTrain,
				block_count: row.layers,
				head_count: row.heads,
				head_count_kv: row.kvHeads,
				embedding_length: row.hidden,
				key_length: row.headDim,
				vocab_size: row.vocab,
				...(row.slidingWindow ? { sliding_window: row.slidingWindow, sliding_window_layers: slidingLayers } : {}),
				...(row.experts
					? {
							expert_count: row.experts,
							expert_used_count: row.expertsUsed,
							expert_feed_forward_length: row.expertFfn,
						}
					: {}),
			},
			siblings,
		},
	};
}
