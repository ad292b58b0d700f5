/** The `<model>` argument: a record file (`*.json`), or a model id from the sample catalogue or `--hub`. */
import { readFileSync, type Stats, statSync } from "node:fs";
import { type ModelRecord, parseModelRecord } from "@hubkit/catalog";
import { modelIdProblem } from "@hubkit/hub-core";
import { describeHubError, fetchModelRecord, fetchModelWithFacts } from "@hubkit/hub-core/upstream";
import { getSampleModel } from "@hubkit/sample-models";
import { fileErrorMessage, NotFoundError, UsageError } from "./errors.js";

const MAX_RECORD_BYTES = 5 * 1024 * 1024;
/** A person waits at the terminal: a little longer than the server's upstream time-out. */
const HUB_TIMEOUT_MS = 15_000;

/** Why `path` could not be read, in Hubkit's words when it is a file system error. */
const cannotRead = (path: string, e: unknown) =>
	`cannot read ${fileErrorMessage(e) ?? `${path}: ${e instanceof Error ? e.message : String(e)}`}`;

const looksLikeFile = (arg: string) => arg.endsWith(".json") || /^(\.{0,2}\/|~\/|[A-Za-z]:\\)/.test(arg);

function readRecordFile(path: string): ModelRecord {
	let stat: Stats;
	try {
		stat = statSync(path);
	} catch (e) {
		throw new UsageError((e as { code?: unknown }).code === "ENOENT" ? `no such file: ${path}` : cannotRead(path, e));
	}
	if (stat.isDirectory()) throw new UsageError(`${path}: a folder, not a model record file`);
	if (stat.size > MAX_RECORD_BYTES) throw new UsageError(`${path}: larger than 5 MB, not a model record`);
	let text: string;
	try {
		text = readFileSync(path, "utf8");
	} catch (e) {
		throw new UsageError(cannotRead(path, e));
	}
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch {
		throw new UsageError(`${path}: not valid JSON`);
	}
	const parsed = parseModelRecord(json);
	if (!parsed.ok) {
		const first = parsed.errors[0];
		throw new UsageError(`${path}: not a model record (${first?.path}: ${first?.message})`);
	}
	return parsed.model;
}

export interface ModelSourceOptions {
	hub?: string;
	token?: string;
	/** Also fetch the hardware fit's facts from the hub (config.json, file sizes): `fit` only. */
	facts?: boolean;
}

export async function loadModel(arg: string, options: ModelSourceOptions): Promise<ModelRecord> {
	if (looksLikeFile(arg)) return readRecordFile(arg);
	// The API's id rule (hub-core), so `ok/..` cannot reach a hub's list endpoint.
	if (modelIdProblem(arg)) throw new UsageError(`not a model id or a .json record file: ${JSON.stringify(arg)}`);
	if (options.hub) {
		const fetchRecord = options.facts ? fetchModelWithFacts : fetchModelRecord;
		const result = await fetchRecord(options.hub, arg, { token: options.token, timeoutMs: HUB_TIMEOUT_MS });
		if (result.ok) return result.model;
		// Every hub failure exits 1, like a missing model: the arguments were fine.
		throw new NotFoundError(describeHubError(result.error, options.hub.replace(/\/+$/, ""), arg));
	}
	const model = getSampleModel(arg);
	if (!model) {
		throw new NotFoundError(`model not found in the sample catalogue: ${arg} (use --hub URL, or a record .json file)`);
	}
	return model;
}
