/**
 * "Run it locally": pick a device, a context length and the system RAM a GPU offloads to; every
 * weight option of the model (GGUF quantizations with their shards and vision projector, the
 * safetensors checkpoint) with its size, where it fits, the longest context, a rough speed, the
 * recommended one marked (and fits with no headroom marked tight, the catalogue's rule, as the
 * API's), and the math of each row one click away. A model that does not generate tokens
 * (fitUnits) has no context picker, context or speed columns: its figure is the memory to load
 * the weights, and a line says so. The recommended GGUF
 * row runs in the local-app commands below until another row is chosen (the panel's `file`).
 * Pure arithmetic over the record (the same estimator the API's `/fit` answers with), so changing
 * the device answers at once. Figures are written by hub-core's figures rule; under 480 px the
 * table stacks as one card per option, each value with its column's label.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { type Estimate, type ModelArchitecture, sizeSource, TIGHT_SHARE, usableMemory } from "@hubkit/catalog/hardware";
import {
	FIT_LABELS,
	fitLabel,
	formatBytes,
	formatContextLength,
	formatRamGiB,
	formatSpeed,
	memoryOnlyNote,
	optionName,
	shownMaxContext,
	sizeUnknownNote,
	TIGHT_NOTE,
	tightLabel,
	weightFormatLabel,
	weightsSource,
} from "@hubkit/hub-core";
import { type ReactNode, useId } from "react";
import { ContextPicker, DevicePicker, RamPicker } from "./DevicePicker.js";
import { runnableFile } from "./recommendation.js";
import type { PageFit } from "./useFit.js";
import "./fit.css";

/** Where the record's curated size figures were read, with the day: every figure shown has its source. */
function SizeSource({ model }: { model: ModelRecord }) {
	const source = sizeSource(model);
	if (!source) return null;
	return (
		<p className="muted size-source">
			Size source:{" "}
			<a href={source.url} rel="noopener noreferrer">
				{source.note ?? source.url}
			</a>
			, read {source.checked}.
		</p>
	);
}

/** The section's anchor, linked from the local-apps tab. */
export const RUN_LOCALLY_ID = "run-locally";

/** The table's columns, also each card's labels when the table stacks. */
export const COLUMNS = {
	use: "Use",
	quant: "Quantization",
	files: "Files",
	size: "Size",
	bits: "Bits per weight",
	fit: "Fit",
	maxContext: "Max context",
	speed: "Speed (estimate)",
	math: "Math",
} as const;

/** The columns only a model that generates tokens has. */
const TOKEN_COLUMNS: ReadonlySet<string> = new Set([COLUMNS.maxContext, COLUMNS.speed]);

const MiB = 2 ** 20;

const shardCount = (files: readonly string[]): number => files.filter((f) => !/mmproj/i.test(f)).length;

function FilesCell({ files }: { files: readonly string[] }) {
	if (files.length === 0) return <>—</>;
	const shards = shardCount(files);
	const projector = files.length > shards;
	return (
		<>
			{shards > 1 ? `${shards} parts` : "1 file"}
			{projector ? " + vision projector" : ""}
		</>
	);
}

function RowMath({
	e,
	arch,
	context,
	tokens,
}: {
	e: Estimate;
	arch: ModelArchitecture;
	context: number;
	/** The model generates tokens: its KV cache is a term of the sum. */
	tokens: boolean;
}) {
	const kvFormula =
		arch.layers && arch.kvHeads && arch.headDim
			? `2 (K and V) × ${arch.kvLayers ?? arch.layers} layers × ${formatContextLength(arch.contextLength ? Math.min(context, arch.contextLength) : context)} tokens × ${arch.kvHeads} KV heads × ${arch.headDim} head dim × 2 bytes (f16)`
			: "unknown: the record lacks the layer count, KV heads or head dimension";
	const sliding =
		arch.slidingLayers > 0 && arch.slidingWindow
			? ` ${arch.slidingLayers} of the layers attend over a ${formatContextLength(arch.slidingWindow)}-token window only and cache at most that.`
			: "";
	// The terms the estimate itself carries (the llama.cpp layout: compute buffer and runtime), so
	// the sentence and the sum never disagree; other runtimes keep their stated allowance.
	const overhead =
		e.option.runtime === "llama.cpp" && e.computeBytes !== undefined && e.runtimeBytes !== undefined
			? `llama.cpp: a ${formatBytes(e.computeBytes)} compute buffer (one 512-token batch: the vocabulary's logits or the feed-forward activations, f32) + ${formatBytes(e.runtimeBytes)} for the runtime (${e.runtimeBytes > 300 * MiB ? "the CUDA context and memory pool" : "the backend"})`
			: e.option.runtime === "mlx"
				? `MLX: ${formatBytes(512 * MiB)} (Metal context and intermediate arrays)`
				: "transformers / vLLM: 20% of the weights";
	const onHost =
		e.hostWeightsBytes !== undefined && e.hostWeightsBytes > 0
			? ` Of the files, ${formatBytes(e.hostWeightsBytes)} (the input embedding) stays in system memory, as llama.cpp keeps it there; ${formatBytes(e.deviceWeightsBytes)} is on the device.`
			: "";
	return (
		<details>
			<summary>
				How <span className="visually-hidden">{e.option.quant} is computed</span>
			</summary>
			<p>
				{formatBytes(e.deviceWeightsBytes)} weights + {tokens ? `${formatBytes(e.kvCacheBytes)} KV cache + ` : ""}
				{formatBytes(e.overheadBytes)} overhead = <strong>{formatBytes(e.totalBytes)}</strong>
			</p>
			<ul>
				<li>
					Weights: {weightsSource(e.option, e.option.estimated)}
					{e.option.projectorBytes > 0 ? `, including the ${formatBytes(e.option.projectorBytes)} projector` : ""}.
					{onHost}
				</li>
				{tokens ? (
					<li>
						KV cache = {kvFormula}.{sliding}
					</li>
				) : null}
				<li>Overhead, {overhead}.</li>
			</ul>
		</details>
	);
}

/** What the local-app commands run, said under the table; nothing for a model without GGUF rows. */
function CommandsNote({
	hasGguf,
	file,
	recommendedFile,
	recommended,
	onChoose,
}: {
	hasGguf: boolean;
	file: string | undefined;
	recommendedFile: string | undefined;
	recommended: Estimate | undefined;
	onChoose: (file: string | undefined) => void;
}) {
	if (!hasGguf) return null;
	if (!file) return <>Choose a GGUF row to get the local-app commands for that file. </>;
	if (file === recommendedFile) {
		return (
			<>
				Local-app commands run <code>{file}</code>, the recommended option; choose another row to run that one.{" "}
			</>
		);
	}
	return (
		<>
			Local-app commands run <code>{file}</code>.{" "}
			{recommended && recommendedFile ? (
				<>
					<button type="button" className="link-button" onClick={() => onChoose(undefined)}>
						Use the recommended {recommended.option.quant}
					</button>{" "}
				</>
			) : null}
		</>
	);
}

export function RunLocally({
	model,
	fit,
	file,
	onChoose,
	children,
}: {
	model: ModelRecord;
	/** The page's device, context and estimates (useFit). */
	fit: PageFit;
	/** The GGUF file the local-app commands run: the chosen row's, else the recommended one's. */
	file: string | undefined;
	/** A row was chosen; `undefined` goes back to the recommended option. */
	onChoose: (file: string | undefined) => void;
	/** Shown under the device's memory: the best quantized derivative on the device (features/models/ModelTree). */
	children?: ReactNode;
}) {
	const headingId = useId();
	const captionId = useId();
	const ramNoteId = useId();
	const { device, arch, estimates, recommended: best, context, ram, units, deviceId, update } = fit;
	if (!device || !arch) return null;
	if (estimates.length === 0) {
		return (
			<section className="run-locally" id={RUN_LOCALLY_ID} aria-labelledby={headingId}>
				<h2 id={headingId}>Run it locally</h2>
				<p className="muted">{sizeUnknownNote(model)}.</p>
			</section>
		);
	}
	const tokens = units === "tokens";
	const columns = Object.values(COLUMNS).filter((label) => tokens || !TOKEN_COLUMNS.has(label));
	const chosen = estimates.find((e) => file !== undefined && runnableFile(e) === file);
	const recommendedFile = best ? runnableFile(best) : undefined;
	const hasGguf = estimates.some((e) => runnableFile(e) !== undefined);
	const hasSpeed = tokens && estimates.some((e) => e.tokensPerSecond !== undefined);
	const anyTight = estimates.some((e) => e.tight);
	const at = tokens ? ` at ${formatContextLength(context)} context` : "";
	return (
		<section className="run-locally" id={RUN_LOCALLY_ID} aria-labelledby={headingId}>
			<h2 id={headingId}>Run it locally</h2>
			<form className="filters" onSubmit={(e) => e.preventDefault()}>
				<DevicePicker label="Device" value={deviceId} onChange={(id) => update({ device: id })} />
				{tokens ? <ContextPicker value={context} onChange={(n) => update({ context: n })} /> : null}
				{device.kind === "gpu" ? (
					<RamPicker value={ram} onChange={(gb) => update({ ram: gb })} describedBy={ramNoteId} />
				) : null}
			</form>
			<p className="muted device-memory">
				{device.label}: {formatBytes(usableMemory(device))} usable
				{/* A card's "24 GB" counts 2³⁰-byte gigabytes, the sizes here decimal ones: say both, so 26 GB on a 24 GB card reads right. */}
				{device.kind === "gpu"
					? ` (${formatRamGiB(Math.round((usableMemory(device) / 2 ** 30) * 10) / 10)}, the unit of the card's name)`
					: ""}
				{device.kind === "apple" ? " by the GPU (Metal's default share of unified memory)" : ""}.{" "}
				<span id={ramNoteId}>
					{device.kind === "gpu"
						? `Assumes ${formatRamGiB(ram)} of system RAM for offload (layers that do not fit on the card).`
						: device.kind === "apple"
							? "Offload goes to the rest of the unified memory."
							: "The model runs in this RAM."}
				</span>{" "}
				Sizes here are decimal, as the hub shows files (1 GB = 10⁹ bytes); the maker's figure and RAM count binary
				gigabytes (GiB).{" "}
				{best
					? `Recommended: ${optionName(best.option, model)}, the best quality that ${best.fits === "gpu" ? "fits" : `runs (${FIT_LABELS[best.fits]})`}${best.fits === "gpu" && !best.tight && anyTight ? " with room to spare" : ""}${at}.`
					: `No weight option runs on this device${at}.`}
			</p>
			{tokens ? null : <p className="units-note">{memoryOnlyNote(model)}</p>}
			{children}
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
			<section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
				<table className="fit-table">
					<caption id={captionId}>Weight options of {model.id}</caption>
					<thead>
						<tr>
							{columns.map((label) => (
								<th key={label} scope="col">
									{label}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{estimates.map((e) => {
							const key = `${e.option.format}:${e.option.quant}:${e.option.files[0] ?? ""}`;
							const recommended = e === best;
							const isChosen = e === chosen;
							const runnable = e.option.format === "gguf" && e.option.files.length > 0;
							const tight = e.tight === true;
							return (
								<tr key={key} className={isChosen ? "chosen" : undefined}>
									<td data-label={COLUMNS.use}>
										{runnable ? (
											<input
												type="radio"
												name={`${captionId}-choice`}
												aria-label={`Use ${e.option.quant} in the local-app commands`}
												checked={isChosen}
												onChange={() => onChoose(e.option.files[0])}
											/>
										) : (
											<span className="muted">—</span>
										)}
									</td>
									<th scope="row" data-label={COLUMNS.quant}>
										{e.option.quant}
										{recommended ? <span className="badge badge-recommended">recommended</span> : null}
										<span className="quant-note">
											{e.option.format === "gguf" ? e.option.description : weightFormatLabel(e.option, model)}
										</span>
									</th>
									<td data-label={COLUMNS.files}>
										<FilesCell files={e.option.files} />
									</td>
									<td className="num" data-label={COLUMNS.size}>
										{e.option.estimated ? "≈ " : ""}
										{formatBytes(e.weightsBytes)}
									</td>
									<td className="num" data-label={COLUMNS.bits}>
										{e.option.bitsPerWeight ?? "—"}
									</td>
									<td data-label={COLUMNS.fit}>
										<span className={`badge fit-${e.fits}`}>{fitLabel(e)}</span>
										{tight ? (
											<span
												className="badge badge-tight"
												title={`${formatBytes(e.totalBytes)} of ${formatBytes(usableMemory(device))}: less than ${TIGHT_SHARE * 100} % free for the display and other programs`}
											>
												{tightLabel(e)}
											</span>
										) : null}
									</td>
									{tokens ? (
										<>
											<td className="num" data-label={COLUMNS.maxContext}>
												{(shownMaxContext(e, arch) ?? 0) > 0 ? formatContextLength(e.maxContext) : "—"}
											</td>
											<td className="num" data-label={COLUMNS.speed}>
												{e.tokensPerSecond !== undefined ? formatSpeed(e.tokensPerSecond) : "—"}
											</td>
										</>
									) : null}
									<td data-label={COLUMNS.math}>
										<RowMath e={e} arch={arch} context={context} tokens={tokens} />
									</td>
								</tr>
							);
						})}
					</tbody>
				</table>
			</section>
			<SizeSource model={model} />
			{hasGguf || hasSpeed || anyTight ? (
				<p className="muted commands-note">
					<CommandsNote
						hasGguf={hasGguf}
						file={chosen ? file : undefined}
						recommendedFile={recommendedFile}
						recommended={best}
						onChoose={onChoose}
					/>
					{anyTight ? `${TIGHT_NOTE} ` : ""}
					{hasSpeed ? "Tokens per second are a rough upper bound (memory bandwidth ÷ bytes read per token)." : ""}
				</p>
			) : null}
		</section>
	);
}
