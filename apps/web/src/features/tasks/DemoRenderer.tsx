/**
 * Renders a task demo for real: images, an audio player, tables, label/score bar charts, plain
 * text and text with highlighted token spans plus a legend. Everything is React text and
 * attributes; no item is ever inserted as HTML.
 */
import type { DemoItem, LabelScore, TaskDemo, TokenSpan } from "@hubkit/catalog";

/** Where the build puts the catalogue's demo assets (see vite.config.ts). */
export const TASK_ASSETS_URL = "/task-assets";

export function assetUrl(taskId: string, filename: string): string {
	return `${TASK_ASSETS_URL}/${encodeURIComponent(taskId)}/${filename.split("/").map(encodeURIComponent).join("/")}`;
}

/** Eight token colours; the legend shows which entity type has which. */
const TOKEN_COLOURS = 8;

export interface Segment {
	text: string;
	type?: string;
}

/** Splits `text` into plain and typed segments; spans out of range or overlapping an earlier one are dropped. */
export function tokenSegments(text: string, tokens: readonly TokenSpan[]): Segment[] {
	const sorted = [...tokens]
		.filter((t) => Number.isInteger(t.start) && Number.isInteger(t.end) && t.start >= 0 && t.end > t.start)
		.sort((a, b) => a.start - b.start);
	const segments: Segment[] = [];
	let at = 0;
	for (const token of sorted) {
		if (token.start < at || token.end > text.length) continue;
		if (token.start > at) segments.push({ text: text.slice(at, token.start) });
		segments.push({ text: text.slice(token.start, token.end), type: token.type });
		at = token.end;
	}
	if (at < text.length) segments.push({ text: text.slice(at) });
	return segments;
}

function TokenText({ text, tokens }: { text: string; tokens: readonly TokenSpan[] }) {
	const segments = tokenSegments(text, tokens);
	// Legend and colours follow the order in which types first appear in the text.
	const types = [...new Set(segments.flatMap((s) => (s.type === undefined ? [] : [s.type])))];
	const colour = (type: string) => `tok-${types.indexOf(type) % TOKEN_COLOURS}`;
	return (
		<div className="token-text">
			<p>
				{segments.map((s, i) =>
					s.type === undefined ? (
						// biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered.
						<span key={i}>{s.text}</span>
					) : (
						// biome-ignore lint/suspicious/noArrayIndexKey: as above.
						<mark key={i} className={colour(s.type)} data-type={s.type}>
							{s.text}
							<span className="tok-type">{s.type}</span>
						</mark>
					),
				)}
			</p>
			{types.length > 0 ? (
				<ul className="legend" aria-label="Legend">
					{types.map((type) => (
						<li key={type}>
							<span className={`swatch ${colour(type)}`} aria-hidden="true" />
							{type}
						</li>
					))}
				</ul>
			) : null}
		</div>
	);
}

const percent = (score: number) => `${(Math.max(0, Math.min(1, score)) * 100).toFixed(1)}%`;

function Chart({ data }: { data: readonly LabelScore[] }) {
	return (
		<ul className="chart" aria-label="Scores">
			{data.map((d, i) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; order is the data's.
				<li key={i}>
					<span className="chart-label">{d.label}</span>
					<span className="chart-bar" aria-hidden="true">
						<span style={{ width: percent(d.score) }} />
					</span>
					<span className="chart-score">{d.score.toFixed(3)}</span>
				</li>
			))}
		</ul>
	);
}

function Table({ rows, label }: { rows: readonly (readonly string[])[]; label: string }) {
	const [head, ...body] = rows;
	return (
		// A wide table scrolls inside this region on a phone; keyboard users reach it with Tab.
		// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
		<section className="table-scroll" tabIndex={0} aria-label={label}>
			<table>
				{head ? (
					<thead>
						<tr>
							{head.map((cell, i) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: columns are positional.
								<th key={i} scope="col">
									{cell}
								</th>
							))}
						</tr>
					</thead>
				) : null}
				<tbody>
					{body.map((row, r) => (
						// biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
						<tr key={r}>
							{row.map((cell, c) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: columns are positional.
								<td key={c}>{cell}</td>
							))}
						</tr>
					))}
				</tbody>
			</table>
		</section>
	);
}

export function DemoItemView({
	item,
	taskId,
	fallbackLabel,
}: {
	item: DemoItem;
	taskId: string;
	fallbackLabel: string;
}) {
	const label = item.label ?? fallbackLabel;
	switch (item.type) {
		case "img":
			return (
				<figure className="demo-item demo-img">
					<img src={assetUrl(taskId, item.filename)} alt={label} loading="lazy" />
					{item.label ? <figcaption>{item.label}</figcaption> : null}
				</figure>
			);
		case "audio":
			return (
				<figure className="demo-item demo-audio">
					{item.label ? <figcaption>{item.label}</figcaption> : null}
					{/* biome-ignore lint/a11y/useMediaCaption: demo clips are short samples; their content is described by the label. */}
					<audio controls preload="none" src={assetUrl(taskId, item.filename)} aria-label={label} />
				</figure>
			);
		case "text":
			return (
				<figure className="demo-item demo-text">
					{item.label ? <figcaption>{item.label}</figcaption> : null}
					<p>{item.content}</p>
				</figure>
			);
		case "tabular":
			return (
				<figure className="demo-item demo-table">
					{item.label ? <figcaption>{item.label}</figcaption> : null}
					<Table rows={item.table} label={label} />
				</figure>
			);
		case "chart":
			return (
				<figure className="demo-item demo-chart">
					{item.label ? <figcaption>{item.label}</figcaption> : null}
					<Chart data={item.data} />
				</figure>
			);
		case "text-with-tokens":
			return (
				<figure className="demo-item demo-tokens">
					{item.label ? <figcaption>{item.label}</figcaption> : null}
					<TokenText text={item.text} tokens={item.tokens} />
				</figure>
			);
		default:
			return null;
	}
}

export function DemoRenderer({ demo, taskId, taskLabel }: { demo: TaskDemo; taskId: string; taskLabel: string }) {
	if (demo.inputs.length === 0 && demo.outputs.length === 0) return null;
	return (
		<div className="demo">
			<div className="demo-side">
				<h3>Inputs</h3>
				{demo.inputs.map((item, i) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: demo items are positional.
					<DemoItemView key={i} item={item} taskId={taskId} fallbackLabel={`${taskLabel} example input ${i + 1}`} />
				))}
			</div>
			<div className="demo-side">
				<h3>Outputs</h3>
				{demo.outputs.map((item, i) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: demo items are positional.
					<DemoItemView key={i} item={item} taskId={taskId} fallbackLabel={`${taskLabel} example output ${i + 1}`} />
				))}
			</div>
		</div>
	);
}
