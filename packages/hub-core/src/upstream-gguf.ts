/**
 * The architecture numbers of an upstream GGUF repository, read from one of its files' header:
 * a hub's model API summarises a GGUF repository (`gguf`: architecture, context length, parameter
 * total) without the layer and head counts the KV cache is sized by, and such a repository has no
 * config.json. One Range request for the first GGUF_HEADER_BYTES of one file, made through the
 * record's own machinery (retries, time-out, breaker: hub.ts); a server that ignores the range and
 * sends the whole file is read up to the same bound and cut there. Best effort: any failure, and
 * any header the reader refuses (@hubkit/catalog's ggufHeaderFacts), leaves the record as it was.
 */
import { type GgufSummary, ggufHeaderFacts, type ModelRecord } from "@hubkit/catalog";
import { readBytePrefix } from "./body.js";
import {
	discard,
	guarded,
	type HubClientOptions,
	type HubError,
	isTimeout,
	resolveFileUrl,
	upstreamGet,
} from "./hub.js";

/**
 * The most bytes of a header read. Real headers put the architecture's keys before the tokenizer's
 * (gguf-py's writer adds them in that order), so their numbers are in the first few KB even when the
 * vocabulary and its merges take several MB; a prefix is enough (the reader keeps what precedes the cut).
 */
export const GGUF_HEADER_BYTES = 4 * 1024 * 1024;

const SPLIT = /-(\d{5})-of-(\d{5})\.gguf$/i;
const PROJECTOR = /mmproj/i;

/**
 * The file whose header is read: a model file (not a vision projector, not a later shard of a split
 * file, which carries no architecture keys), the smallest when sizes are known, else the first by name.
 */
export function headerFile(model: ModelRecord): string | undefined {
	const candidates = (model.siblings ?? []).filter((s) => {
		const name = s.rfilename;
		if (!/\.gguf$/i.test(name) || PROJECTOR.test(name.replace(/^.*\//, ""))) return false;
		const shard = SPLIT.exec(name);
		return !shard || Number(shard[1]) === 1;
	});
	const size = (s: { size?: number }) => (typeof s.size === "number" && s.size > 0 ? s.size : Number.POSITIVE_INFINITY);
	const sorted = [...candidates].sort(
		(a, b) => size(a) - size(b) || (a.rfilename < b.rfilename ? -1 : a.rfilename > b.rfilename ? 1 : 0),
	);
	return sorted[0]?.rfilename;
}

/** The record lacks the header numbers: a GGUF summary without a layer count, and no config.json numbers. */
export function wantsGgufHeader(model: ModelRecord): boolean {
	const isCount = (v: unknown) => typeof v === "number" && Number.isSafeInteger(v) && v > 0;
	if (isCount(model.gguf?.block_count)) return false;
	if (isCount(model.config?.num_hidden_layers) || isCount(model.config?.text_config?.num_hidden_layers)) return false;
	return headerFile(model) !== undefined;
}

export type HeaderResult = { ok: true; bytes: Uint8Array } | { ok: false; error: HubError };

/**
 * GETs the first `maxBytes` of `url` with `Range: bytes=0-<maxBytes − 1>`: a 206 or a 200 is read
 * up to the bound (a 200 is the whole file: the rest is never read), anything else is a failure.
 */
export async function fetchHeaderBytes(
	url: string,
	options: HubClientOptions,
	maxBytes = GGUF_HEADER_BYTES,
): Promise<HeaderResult> {
	const sent = await upstreamGet(url, options, { range: `bytes=0-${maxBytes - 1}` });
	if (!sent.ok) return sent;
	const { response } = sent;
	if (response.status !== 206 && response.status !== 200) {
		await discard(response);
		const missing = response.status === 404 || response.status === 401 || response.status === 403;
		return { ok: false, error: missing ? { kind: "not-found" } : { kind: "status", status: response.status } };
	}
	try {
		// The attempt's time-out signal covers the body: a header that trickles in times out.
		return { ok: true, bytes: await readBytePrefix(response, maxBytes) };
	} catch (e) {
		return { ok: false, error: { kind: isTimeout(e) ? "timeout" : "unreachable" } };
	}
}

/**
 * The header facts of `model`'s GGUF file (headerFile), fetched under the breaker; undefined when
 * the record does not need them (wantsGgufHeader), or the header could not be fetched or read.
 */
export async function fetchGgufHeaderFacts(
	hubUrl: string,
	model: ModelRecord,
	options: HubClientOptions = {},
	maxBytes = GGUF_HEADER_BYTES,
): Promise<{ file: string; facts: GgufSummary } | undefined> {
	const file = wantsGgufHeader(model) ? headerFile(model) : undefined;
	if (!file) return undefined;
	const answer = await guarded(options, () =>
		fetchHeaderBytes(resolveFileUrl(hubUrl, model.id, file), options, maxBytes),
	);
	if (!answer.ok || !("bytes" in answer)) return undefined;
	const facts = ggufHeaderFacts(answer.bytes);
	return facts ? { file, facts } : undefined;
}

/**
 * `model` with a header's numbers merged into `gguf`, the record's own values kept where it has
 * them, and their source: `GGUF header of <file>`.
 */
export function withGgufHeader(model: ModelRecord, header: { file: string; facts: GgufSummary }): ModelRecord {
	return { ...model, gguf: { ...header.facts, ...model.gguf, source: `GGUF header of ${header.file}` } };
}
