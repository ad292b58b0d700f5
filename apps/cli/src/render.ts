/**
 * Text output for a terminal (or a pipe): headings, aligned tables, indented code. Text that comes
 * from a record, a catalogue file or the user (ids, tags, file names, messages) goes through
 * hub-core's escapeControl before it is shown, so that no record can send escape sequences to the
 * terminal; only the styles of style.ts are written as they are. --json is JSON-encoded instead.
 */
import type { LocalAppSnippet, ModelRecord, SnippetVerification, TaskData } from "@hubkit/catalog";
import {
	DEFAULT_RAM_GB,
	escapeControl,
	type FitView,
	fitLabel,
	formatBytes,
	formatContextLength,
	formatRamGiB,
	formatSpeed,
	type LocalAppView,
	memoryOnlyNote,
	optionName,
	type SnippetsView,
	sizeUnknownNote,
	TIGHT_NOTE,
	tightLabel,
	verificationLabel,
	weightFormatLabel,
	weightsSource,
} from "@hubkit/hub-core";
import type { Style } from "./style.js";

/** A table cell: its text, shown escaped; a styled cell is styled after padding, so colour does not count. */
export type Cell = string | { text: string; style: (s: string) => string };

/** Columns padded to the widest cell; the last column is not padded. */
export function table(rows: Cell[][], style: Style, firstColumn: (s: string) => string = style.cyan): string {
	const cells = rows.map((row) =>
		row.map((cell) =>
			typeof cell === "string"
				? { text: escapeControl(cell), style: undefined }
				: { text: escapeControl(cell.text), style: cell.style },
		),
	);
	const widths: number[] = [];
	for (const row of cells) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.text.length)));
	return cells
		.map((row) =>
			row
				.map((cell, i) => {
					const padded = i === row.length - 1 ? cell.text : cell.text.padEnd(widths[i] ?? 0);
					const styled = cell.style ? cell.style(padded) : padded;
					return i === 0 ? firstColumn(styled) : styled;
				})
				.join("  ")
				.trimEnd(),
		)
		.join("\n");
}

/** Said under code shown with an escaped character: the escape is not the same code. */
export const ESCAPED_CODE_NOTE = "# (control characters are shown as \\xNN here; --json has the code as generated)";

/**
 * Generated code, shown as it is but for control characters other than newline and tab. The
 * encoders write every value into a string literal, but leave DEL and the C1 controls raw in JS
 * and shell strings (and JSON bodies), where a record may put them: those are escaped, with a
 * note after the code, since `\x9b` in a shell word is not the character it replaces.
 */
function code(text: string, style: Style): string {
	const shown = text
		.split("\n")
		.map((line) => line.split("\t").map(escapeControl).join("\t"))
		.join("\n");
	return shown === text ? text : `${shown.replace(/\n$/, "")}\n${style.dim(ESCAPED_CODE_NOTE)}\n`;
}

const indent = (text: string, by = "    ") =>
	text
		.replace(/\n$/, "")
		.split("\n")
		.map((line) => (line ? by + line : line))
		.join("\n");

const list = (value: string | string[] | undefined): string[] =>
	value === undefined ? [] : Array.isArray(value) ? value : [value];

export function renderTask(task: TaskData, style: Style): string {
	const out = [`${style.bold(escapeControl(task.label))} ${style.dim(`(${escapeControl(task.id)})`)}`];
	if (task.isPlaceholder) out.push("", "This task has no page yet.");
	if (task.summary) out.push("", escapeControl(task.summary));
	if (task.libraries.length) out.push("", `${style.bold("Libraries:")} ${escapeControl(task.libraries.join(", "))}`);
	const sections: [string, { id: string; description: string }[]][] = [
		["Models", task.models],
		["Datasets", task.datasets],
		["Metrics", task.metrics],
		["Spaces", task.spaces],
	];
	for (const [title, items] of sections) {
		if (!items.length) continue;
		out.push("", style.bold(`${title}:`));
		for (const item of items) {
			const description = item.description ? ` ${style.dim("—")} ${escapeControl(item.description)}` : "";
			out.push(`  ${style.cyan(escapeControl(item.id))}${description}`);
		}
	}
	return `${out.join("\n")}\n`;
}

/** A block's proof as one line (`✓ Ran with transformers 5.18`, `Parsed as shell`), in the words of the web page's badge. */
export function proofLine(verification: SnippetVerification, style: Style): string {
	const label = escapeControl(verificationLabel(verification));
	return verification.level === "ran" ? style.green(`✓ ${label}`) : style.dim(label);
}

function renderBlock(block: LocalAppSnippet & { verification?: SnippetVerification }, style: Style): string[] {
	const out = [`  ${style.yellow(escapeControl(block.title))}`];
	if (block.verification) out.push(`    ${proofLine(block.verification, style)}`);
	const setup = list(block.setup);
	const content = list(block.content);
	const section = (title: string, items: string[]) => {
		if (items.length === 0) return;
		out.push(style.dim(`    # ${title}${items.length > 1 ? " (any one of these)" : ""}:`));
		items.forEach((item, i) => {
			if (i > 0) out.push(style.dim("    # or:"));
			out.push(indent(code(item, style)));
		});
	};
	section("set up", setup);
	section(setup.length ? "then run" : "run", content);
	return out;
}

function appLines(apps: LocalAppView[], style: Style): string[] {
	const out: string[] = [];
	for (const app of apps) {
		out.push("", `${style.bold(escapeControl(app.prettyLabel))}${app.macOSOnly ? style.dim(" (macOS only)") : ""}`);
		if (app.deeplink) out.push(`  open: ${style.cyan(escapeControl(app.deeplink))}`);
		for (const block of app.snippets ?? []) out.push(...renderBlock(block, style));
	}
	return out;
}

export function renderApps(modelId: string, apps: LocalAppView[], style: Style): string {
	const id = escapeControl(modelId);
	if (apps.length === 0) return `No local app offers ${id}.\n`;
	return `${[style.bold(`Local apps for ${id}`), ...appLines(apps, style)].join("\n")}\n`;
}

/** The inference choice a `snippets` call asked for, named when it yields no example. */
export interface InferenceChoice {
	provider: string;
	language?: string | undefined;
	client?: string | undefined;
}

/**
 * `task`: the model's inference task (hub-core's inferenceTask), to say that a provider chosen
 * does not serve it rather than only that there is no example.
 */
export function renderSnippets(
	modelId: string,
	choice: InferenceChoice,
	view: SnippetsView,
	style: Style,
	task?: string,
): string {
	const provider = escapeControl(choice.provider);
	const out: string[] = [];
	const rule = (title: string) => out.push("", style.bold(title), style.dim("─".repeat(Math.min(60, title.length))));
	for (const lib of view.libraries) {
		rule(escapeControl(`${lib.library} (${lib.language})`));
		lib.snippets.forEach((snippet, i) => {
			if (lib.snippets.length > 1) out.push(style.dim(`# ${i + 1} of ${lib.snippets.length}`));
			const verification = lib.verification[i];
			if (verification) out.push(proofLine(verification, style));
			out.push(code(snippet, style).replace(/\n$/, ""));
			if (i < lib.snippets.length - 1) out.push("");
		});
	}
	if (view.localApps.length) {
		rule("Local apps");
		out.push(...appLines(view.localApps, style).slice(1));
	}
	if (view.inference.length) {
		rule(`Inference (provider: ${provider})`);
		// The answer's notes, e.g. that no provider serves the model (the API and the web page say the same).
		for (const note of view.notes) out.push(style.yellow(`Note: ${escapeControl(note)}`), "");
		view.inference.forEach((s, i) => {
			out.push(
				style.cyan(escapeControl(`${s.language} · ${s.client}`)),
				proofLine(s.verification, style),
				code(s.content, style).replace(/\n$/, ""),
			);
			if (i < view.inference.length - 1) out.push("");
		});
	}
	const id = escapeControl(modelId);
	// view.providers: `auto` and every provider that serves the task (none but auto without a task).
	const unserved =
		task !== undefined && choice.provider !== "auto" && !view.providers.some((p) => p.id === choice.provider);
	if (out.length === 0 && view.errors.length === 0 && !unserved) return `No snippets for ${id}.\n`;
	if (!view.inference.length) {
		// Say so, rather than leave a user who asked for e.g. `--language sh` wondering where it went.
		const filter = escapeControl([choice.language, choice.client].filter(Boolean).join(" · "));
		rule(`Inference (provider: ${provider})`);
		for (const error of view.errors) out.push(style.yellow(`Error: ${escapeControl(error)}`));
		if (view.errors.length === 0 && unserved) {
			const others = view.providers.filter((p) => p.id !== "auto").map((p) => p.id);
			const instead = others.length ? `; these do: ${others.join(", ")}, or auto` : "";
			out.push(style.yellow(`${provider} does not serve ${escapeControl(`${task} models${instead}`)}.`));
		} else if (view.errors.length === 0)
			out.push(style.dim(`No inference example for this model on ${provider}${filter ? ` (${filter})` : ""}.`));
	}
	return `${style.bold(`Snippets for ${id}`)}\n${out.join("\n")}\n`;
}

/**
 * `hubkit fit`: one row per weight option, the recommended one marked `*`, then how to read it. A
 * model that does not generate tokens (the view's `units`) has no context or speed columns, and a
 * line saying what its figure is. Figures are written by hub-core's figures rule (decimal GB).
 */
export function renderFit(
	model: Pick<ModelRecord, "id" | "library_name" | "pipeline_tag">,
	device: { label: string; kind: string },
	view: FitView,
	style: Style,
): string {
	const tokens = view.units === "tokens";
	const at = tokens && view.context !== undefined ? `, ${formatContextLength(view.context)} context` : "";
	const head = `${style.bold(escapeControl(model.id))} on ${escapeControl(device.label)}${at}`;
	if (view.options.length === 0) {
		return `${head}\n${style.dim(`${escapeControl(sizeUnknownNote(model))}.`)}\n`;
	}
	const rows = [
		["", "quantization", "format", "size", "total", "fit", ...(tokens ? ["max context", "speed"] : [])],
		...view.options.map((o) => [
			o.quant === view.recommended ? "*" : "",
			o.quant,
			weightFormatLabel(o, model),
			`${o.estimated.includes("weights") ? "≈" : ""}${formatBytes(o.weightsBytes)}`,
			`${o.estimated.length ? "≈" : ""}${formatBytes(o.totalBytes)}`,
			// Not coloured: the table pads by length, and escape codes would count.
			`${fitLabel(o)}${o.tight ? `, ${tightLabel(o)}` : ""}`,
			...(tokens
				? [
						o.maxContext !== undefined && o.maxContext > 0 ? formatContextLength(o.maxContext) : "-",
						o.tokensPerSecond !== undefined ? formatSpeed(o.tokensPerSecond) : "-",
					]
				: []),
		]),
	];
	const best = view.options.find((o) => o.quant === view.recommended);
	const pick = best
		? `Recommended: ${escapeControl(optionName(best, model))} (*).`
		: `No option runs on this device${tokens ? " at this context" : ""}.`;
	const notes = [
		...(tokens
			? ["total = weights + KV cache + runtime overhead; speed is a rough estimate (bandwidth / bytes read per token)."]
			: [memoryOnlyNote(model), "total = weights + runtime overhead."]),
		"Sizes in decimal GB (10^9 bytes), as the hub shows files.",
		...(device.kind === "gpu"
			? [
					`Partial offload assumes ${formatRamGiB(view.ram ?? DEFAULT_RAM_GB)} of system RAM${view.ram === undefined ? " (--ram GB to change)" : ""}.`,
				]
			: []),
		...(view.options.some((o) => o.tight) ? [TIGHT_NOTE] : []),
		...view.options
			.filter((o) => o.base !== undefined || o.derivedFrom !== undefined)
			.map((o) => `${escapeControl(o.quant)} weights: ${escapeControl(weightsSource(o, true))}.`),
		...(view.sizeSource
			? [
					`Size source: ${escapeControl(view.sizeSource.note ?? "")}${view.sizeSource.note ? " — " : ""}${escapeControl(view.sizeSource.url)} (read ${escapeControl(view.sizeSource.checked)}).`,
				]
			: []),
		...(view.options.some((o) => o.estimated.length)
			? ["≈ estimated: a file size from parameters × bits per weight, or no KV cache (no layer or head numbers)."]
			: []),
	];
	return `${head}\n${table(rows, style, (s) => s)}\n\n${pick}\n${notes.map((n) => `${style.dim(n)}\n`).join("")}`;
}
