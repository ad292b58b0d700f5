/**
 * "Run it locally": pick a device and a context length; every weight option of the model (GGUF
 * quantizations with their shards and vision projector, the safetensors checkpoint) with its
 * size, where it fits, the longest context, a rough speed, the recommended one marked, and the
 * math of each row one click away. Choosing a GGUF row sets the panel's `file`, so the local-app
 * commands below run that file. Pure arithmetic over the record (the same estimator the API's
 * `/fit` answers with), so changing the device answers at once.
 */
import {
	type Estimate,
	estimateModel,
	getDevice,
	type ModelArchitecture,
	type ModelRecord,
	modelArchitecture,
	recommend,
	usableMemory,
} from "@hubkit/catalog";
import { FIT_LABELS, formatContext, formatMemory } from "@hubkit/hub-core";
import { useCallback, useId, useMemo } from "react";
import { useSearchParams } from "react-router";
import { ContextPicker, DevicePicker } from "./DevicePicker.js";
import { readFitState, rememberDevice } from "./fitState.js";
import "./fit.css";

/** The section's anchor, linked from the local-apps tab. */
export const RUN_LOCALLY_ID = "run-locally";

function useFitState(): [{ device: string; context: number }, (patch: { device?: string; context?: number }) => void] {
	const [params, setParams] = useSearchParams();
	const state = readFitState(params);
	const update = useCallback(
		(patch: { device?: string; context?: number }) => {
			if (patch.device) rememberDevice(patch.device);
			setParams(
				(current) => {
					const next = new URLSearchParams(current);
					if (patch.device) next.set("device", patch.device);
					if (patch.context) next.set("context", String(patch.context));
					return next;
				},
				{ replace: true },
			);
		},
		[setParams],
	);
	return [state, update];
}

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

function RowMath({ e, arch, context }: { e: Estimate; arch: ModelArchitecture; context: number }) {
	const kvFormula =
		arch.layers && arch.kvHeads && arch.headDim
			? `2 (K and V) × ${arch.kvLayers ?? arch.layers} layers × ${formatContext(arch.contextLength ? Math.min(context, arch.contextLength) : context)} tokens × ${arch.kvHeads} KV heads × ${arch.headDim} head dim × 2 bytes (f16)`
			: "unknown: the record lacks the layer count, KV heads or head dimension";
	const sliding =
		arch.slidingLayers > 0 && arch.slidingWindow
			? ` ${arch.slidingLayers} of the layers attend over a ${formatContext(arch.slidingWindow)}-token window only and cache at most that.`
			: "";
	const overhead =
		e.option.runtime === "llama.cpp"
			? "llama.cpp: 256 MB backend + one 512-token compute buffer (vocabulary logits and activations, f32)"
			: e.option.runtime === "mlx"
				? "MLX: 512 MB (Metal context and intermediate arrays)"
				: "transformers / vLLM: 20% of the weights";
	return (
		<details>
			<summary>
				How <span className="visually-hidden">{e.option.quant} is computed</span>
			</summary>
			<p>
				{formatMemory(e.weightsBytes)} weights + {formatMemory(e.kvCacheBytes)} KV cache +{" "}
				{formatMemory(e.overheadBytes)} overhead = <strong>{formatMemory(e.totalBytes)}</strong>
			</p>
			<ul>
				<li>
					Weights: {e.option.estimated ? "estimated as parameters × bits per weight" : "the files' real sizes"}
					{e.option.projectorBytes > 0 ? `, including the ${formatMemory(e.option.projectorBytes)} projector` : ""}.
				</li>
				<li>
					KV cache = {kvFormula}.{sliding}
				</li>
				<li>Overhead, {overhead}.</li>
			</ul>
		</details>
	);
}

export function RunLocally({
	model,
	file,
	onChoose,
}: {
	model: ModelRecord;
	/** The GGUF file the local-app commands run (the panel's `file`). */
	file: string | undefined;
	onChoose: (file: string | undefined) => void;
}) {
	const [{ device: deviceId, context }, update] = useFitState();
	const headingId = useId();
	const captionId = useId();
	const device = getDevice(deviceId);
	const arch = useMemo(() => modelArchitecture(model), [model]);
	const estimates = useMemo(() => (device ? estimateModel(model, device, { context }) : []), [model, device, context]);
	if (estimates.length === 0 || !device) return null;
	const best = recommend(estimates);
	const chosen = estimates.find((e) => e.option.format === "gguf" && e.option.files[0] === file);
	return (
		<section className="run-locally" id={RUN_LOCALLY_ID} aria-labelledby={headingId}>
			<h2 id={headingId}>Run it locally</h2>
			<form className="filters" onSubmit={(e) => e.preventDefault()}>
				<DevicePicker label="Device" value={deviceId} onChange={(id) => update({ device: id })} />
				<ContextPicker value={context} onChange={(n) => update({ context: n })} />
			</form>
			<p className="muted">
				{device.label}: {formatMemory(usableMemory(device))} usable
				{device.kind === "apple" ? " by the GPU (Metal's default share of unified memory)" : ""}.{" "}
				{best
					? `Recommended: ${best.option.quant}, the best quality that ${FIT_LABELS[best.fits] === "fits" ? "fits" : `runs (${FIT_LABELS[best.fits]})`} at ${formatContext(context)} context.`
					: "No weight option runs on this device at this context."}
			</p>
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
			<section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
				<table className="fit-table">
					<caption id={captionId}>Weight options of {model.id}</caption>
					<thead>
						<tr>
							<th scope="col">Use</th>
							<th scope="col">Quantization</th>
							<th scope="col">Files</th>
							<th scope="col">Size</th>
							<th scope="col">Bits per weight</th>
							<th scope="col">Fit</th>
							<th scope="col">Max context</th>
							<th scope="col">Speed (estimate)</th>
							<th scope="col">Math</th>
						</tr>
					</thead>
					<tbody>
						{estimates.map((e) => {
							const key = `${e.option.format}:${e.option.quant}:${e.option.files[0] ?? ""}`;
							const recommended = e === best;
							const isChosen = e === chosen;
							const runnable = e.option.format === "gguf" && e.option.files.length > 0;
							return (
								<tr key={key} className={isChosen ? "chosen" : undefined}>
									<td>
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
									<th scope="row">
										{e.option.quant}
										{recommended ? <span className="badge badge-recommended">recommended</span> : null}
										<span className="quant-note">
											{e.option.format === "safetensors" ? `safetensors (${e.option.runtime})` : e.option.description}
										</span>
									</th>
									<td>
										<FilesCell files={e.option.files} />
									</td>
									<td className="num">
										{e.option.estimated ? "≈ " : ""}
										{formatMemory(e.weightsBytes)}
									</td>
									<td className="num">{e.option.bitsPerWeight ?? "—"}</td>
									<td>
										<span className={`badge fit-${e.fits}`}>
											{e.fits === "partial" && e.gpuLayers !== undefined
												? `partial: ${e.gpuLayers} layers on GPU`
												: FIT_LABELS[e.fits]}
										</span>
									</td>
									<td className="num">{e.maxContext > 0 ? formatContext(e.maxContext) : "—"}</td>
									<td className="num">{e.tokensPerSecond !== undefined ? `~${e.tokensPerSecond} tok/s` : "—"}</td>
									<td>
										<RowMath e={e} arch={arch} context={context} />
									</td>
								</tr>
							);
						})}
					</tbody>
				</table>
			</section>
			{file ? (
				<p>
					Local-app commands run <code>{file}</code>.{" "}
					<button type="button" className="link-button" onClick={() => onChoose(undefined)}>
						Use the app's default
					</button>
				</p>
			) : (
				<p className="muted">
					Choose a GGUF row to get the local-app commands for that file; tokens per second are a rough upper bound
					(memory bandwidth ÷ bytes read per token).
				</p>
			)}
		</section>
	);
}
