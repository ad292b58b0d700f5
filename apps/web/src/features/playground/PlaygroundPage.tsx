/**
 * The playground: edit a model record as JSON (or through a few common fields), start from a
 * preset of the catalogue, see parseModelRecord's errors next to the field they concern, and
 * every snippet regenerate live in the page.
 */
import type { ModelRecord, RecordError } from "@hubkit/catalog";
import { useEffect, useId, useMemo, useState } from "react";
import { Loading } from "../../components/Status.js";
import { getJson, modelPath, useApi } from "../../lib/api.js";
import { useTitle } from "../../lib/title.js";
import type { LibrarySummary, TaskSummary } from "../../lib/types.js";
import { ggufFiles } from "../snippets/gguf.js";
import { usePanelState } from "../snippets/panelState.js";
import { snippetRequest } from "../snippets/request.js";
import { SnippetPanel } from "../snippets/SnippetPanel.js";

type PlaygroundEngine = typeof import("./engine.js");

/** Records of the sample catalogue offered as starting points, one per kind of model. */
export const PRESETS = [
	"meta-llama/Llama-3.1-8B-Instruct",
	"Qwen/Qwen2.5-VL-7B-Instruct",
	"bartowski/Llama-3.2-3B-Instruct-GGUF",
	"black-forest-labs/FLUX.1-dev",
	"openai/whisper-large-v3",
	"google-bert/bert-base-uncased",
	"distilbert/distilbert-base-uncased-finetuned-sst-2-english",
	"facebook/detr-resnet-50",
] as const;

export const INITIAL_RECORD: ModelRecord = {
	id: "my-org/my-classifier",
	pipeline_tag: "text-classification",
	library_name: "transformers",
	tags: ["transformers", "safetensors", "text-classification"],
	transformersInfo: { auto_model: "AutoModelForSequenceClassification", processor: "AutoTokenizer" },
};

/** The fields with their own input; their errors show beside them, the rest beside the JSON editor. */
export const FIELDS = ["id", "pipeline_tag", "library_name", "tags"] as const;
type Field = (typeof FIELDS)[number];

export function errorsFor(errors: readonly RecordError[], field: Field): RecordError[] {
	return errors.filter((e) => e.path === field || e.path.startsWith(`${field}.`));
}

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function FieldErrors({ id, errors }: { id: string; errors: readonly RecordError[] }) {
	if (errors.length === 0) return null;
	return (
		<ul className="field-error" id={id}>
			{errors.map((e, i) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: errors are positional.
				<li key={i}>
					<code>{e.path}</code>: {e.message}
				</li>
			))}
		</ul>
	);
}

export function PlaygroundPage() {
	useTitle("Playground");
	const [engine, setEngine] = useState<PlaygroundEngine | null>(null);
	// Suggestions for the pipeline_tag and library_name inputs, and the libraries' display names.
	const tasks = useApi<TaskSummary[]>("/api/tasks");
	const libraries = useApi<LibrarySummary[]>("/api/libraries");
	const labels = useMemo(
		() => Object.fromEntries((libraries.data ?? []).map((l) => [l.id, l.prettyLabel])),
		[libraries.data],
	);
	const suggestions: Partial<Record<Field, string[]>> = {
		pipeline_tag: (tasks.data ?? []).map((t) => t.id),
		library_name: (libraries.data ?? []).map((l) => l.id),
	};
	const [text, setText] = useState(() => pretty(INITIAL_RECORD));
	const [preset, setPreset] = useState("");
	const [presetError, setPresetError] = useState<string | undefined>();
	const ids = {
		editor: useId(),
		preset: useId(),
		id: useId(),
		pipeline_tag: useId(),
		library_name: useId(),
		tags: useId(),
	};

	useEffect(() => {
		let live = true;
		import("./engine.js").then((m) => {
			if (live) setEngine(m);
		});
		return () => {
			live = false;
		};
	}, []);

	const check = useMemo(() => (engine ? engine.checkRecordText(text) : undefined), [engine, text]);
	// The last valid record keeps the snippets on screen while the user is mid-edit.
	const [lastGood, setLastGood] = useState<ModelRecord | undefined>();
	useEffect(() => {
		if (check?.ok) setLastGood(check.model);
	}, [check]);
	const model = check?.ok ? check.model : lastGood;
	// The panel's options (in the URL) ask hub-core's buildSnippets, as the API would be asked.
	const [state] = usePanelState();
	const request =
		engine && model
			? snippetRequest(state, { providers: engine.providersFor(model), files: ggufFiles(model), libraries: [] })
			: undefined;
	const key = request ? JSON.stringify(request) : "";
	// biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `request`'s content.
	const snippets = useMemo(
		() => (engine && model && request ? engine.buildSnippets(model, request) : undefined),
		[engine, model, key],
	);

	const loadPreset = async (id: string) => {
		setPreset(id);
		setPresetError(undefined);
		if (!id) return;
		try {
			setText(pretty(await getJson<ModelRecord>(`/api/models/${modelPath(id)}`)));
		} catch (e) {
			setPresetError(e instanceof Error ? e.message : String(e));
		}
	};

	/** The parsed editor content as an object, for the field inputs; undefined while it is not. */
	const object = useMemo((): Record<string, unknown> | undefined => {
		try {
			const value: unknown = JSON.parse(text);
			return value && typeof value === "object" && !Array.isArray(value)
				? (value as Record<string, unknown>)
				: undefined;
		} catch {
			return undefined;
		}
	}, [text]);
	const setField = (field: Field, value: unknown) => {
		if (!object) return;
		const next = { ...object };
		if (value === "" || (Array.isArray(value) && value.length === 0)) delete next[field];
		else next[field] = value;
		setText(pretty(next));
	};
	const fieldText = (field: Field): string => {
		const value = object?.[field];
		if (Array.isArray(value)) return value.map(String).join(", ");
		return typeof value === "string" ? value : value === undefined ? "" : JSON.stringify(value);
	};

	const errors = check && !check.ok ? check.errors : [];
	const otherErrors = errors.filter((e) => !FIELDS.some((f) => errorsFor([e], f).length > 0));
	const jsonError = check && !check.ok ? check.jsonError : undefined;

	return (
		<section className="playground">
			<h1>Playground</h1>
			<p>
				Edit a model record and watch every snippet follow. Nothing leaves this page: validation and generation run
				here.
			</p>
			<div className="playground-grid">
				<div className="playground-editor">
					<div className="field">
						<label htmlFor={ids.preset}>Start from a catalogue record</label>
						<select id={ids.preset} value={preset} onChange={(e) => void loadPreset(e.target.value)}>
							<option value="">Choose a preset…</option>
							{PRESETS.map((id) => (
								<option key={id} value={id}>
									{id}
								</option>
							))}
						</select>
						{presetError ? <p className="field-error">{presetError}</p> : null}
					</div>
					<fieldset disabled={!object}>
						<legend>Common fields</legend>
						{FIELDS.map((field) => {
							const own = errorsFor(errors, field);
							return (
								<div className="field" key={field}>
									<label htmlFor={ids[field]}>{field === "tags" ? "tags (comma-separated)" : field}</label>
									<input
										id={ids[field]}
										value={fieldText(field)}
										onChange={(e) =>
											setField(
												field,
												field === "tags"
													? e.target.value
															.split(",")
															.map((t) => t.trim())
															.filter(Boolean)
													: e.target.value,
											)
										}
										aria-invalid={own.length > 0 ? true : undefined}
										aria-describedby={own.length > 0 ? `${ids[field]}-errors` : undefined}
										list={suggestions[field] ? `${ids[field]}-list` : undefined}
										spellCheck={false}
									/>
									{suggestions[field] ? (
										<datalist id={`${ids[field]}-list`}>
											{suggestions[field].map((v) => (
												<option key={v} value={v} />
											))}
										</datalist>
									) : null}
									<FieldErrors id={`${ids[field]}-errors`} errors={own} />
								</div>
							);
						})}
					</fieldset>
					<div className="field">
						<label htmlFor={ids.editor}>Model record (JSON)</label>
						<textarea
							id={ids.editor}
							value={text}
							onChange={(e) => setText(e.target.value)}
							spellCheck={false}
							rows={18}
							aria-invalid={jsonError || otherErrors.length > 0 ? true : undefined}
							aria-describedby={`${ids.editor}-errors`}
						/>
						<div id={`${ids.editor}-errors`} aria-live="polite">
							{jsonError ? <p className="field-error">Not valid JSON: {jsonError}</p> : null}
							<FieldErrors id={`${ids.editor}-list`} errors={otherErrors} />
							{check?.ok ? <p className="ok">The record is valid.</p> : null}
						</div>
					</div>
				</div>
				<div className="playground-output">
					{!engine || !snippets || !model ? (
						<Loading what="the generators" />
					) : (
						<>
							{!check?.ok ? <p className="muted">Showing the snippets of the last valid record.</p> : null}
							<SnippetPanel model={model} view={snippets} libraryLabels={labels} />
						</>
					)}
				</div>
			</div>
		</section>
	);
}
