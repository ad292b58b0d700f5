/**
 * The inference part of the panel: provider select (auto + providers serving the task), language
 * and client tabs in the product's order, a streaming switch for chat models, and inputs for an
 * access token (page state only), a bill-to organisation, direct request and a custom endpoint.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { useId, useMemo, useState } from "react";
import { CodeBlock } from "../../components/CodeBlock.js";
import { Tabs } from "../../components/Tabs.js";
import type { PanelState } from "./panelState.js";
import { useEngine } from "./useEngine.js";

export const LANGUAGE_LABELS: Readonly<Record<string, string>> = { js: "JavaScript", python: "Python", sh: "cURL" };

const ORG = /^[A-Za-z0-9][\w.-]*$/;

/** The bill-to organisation as typed, or an error message for a name the hub would refuse. */
export function checkBillTo(value: string): string | undefined {
	if (value === "") return undefined;
	return ORG.test(value) && value.length <= 96
		? undefined
		: "Use a user or organisation name (letters, digits, - _ .).";
}

export function checkEndpointUrl(value: string): string | undefined {
	if (value === "") return undefined;
	if (!URL.canParse(value)) return "Enter a full URL, e.g. https://my-endpoint.example.com.";
	const url = new URL(value);
	if (url.protocol !== "http:" && url.protocol !== "https:")
		return "The endpoint URL must start with http:// or https://.";
	if (url.username || url.password) return "Leave credentials out of the URL; use the access token field.";
	return undefined;
}

export const NO_PROVIDER_NOTE =
	"No inference provider serves this model yet: the router will refuse these calls until one does.";
export const unservedNote = (provider: string): string =>
	`${provider} does not serve this model (per its record), so this call will fail. Pick a provider marked "serves this model", or auto.`;

export interface InferenceSnippetsProps {
	model: ModelRecord;
	state: PanelState;
	update: (patch: Partial<PanelState>) => void;
}

export function InferenceSnippets({ model, state, update }: InferenceSnippetsProps) {
	const loaded = useEngine();
	const engine = loaded instanceof Error ? null : loaded;
	const [token, setToken] = useState("");
	const ids = {
		provider: useId(),
		token: useId(),
		billTo: useId(),
		endpoint: useId(),
		direct: useId(),
		stream: useId(),
	};
	const billToError = checkBillTo(state.billTo);
	const endpointError = checkEndpointUrl(state.endpointUrl);

	const providers = useMemo(() => (engine ? engine.providerOptions(model) : []), [engine, model]);
	const provider = providers.some((p) => p.id === state.provider) ? state.provider : "auto";
	const chat = engine ? engine.isChatModel(model) : false;
	const result = useMemo(() => {
		if (!engine) return undefined;
		return engine.generateInference(model, provider, {
			streaming: chat && state.streaming,
			billTo: billToError ? undefined : state.billTo || undefined,
			directRequest: state.directRequest,
			endpointUrl: endpointError ? undefined : state.endpointUrl || undefined,
			accessToken: token || undefined,
		});
	}, [engine, model, provider, chat, state, billToError, endpointError, token]);

	if (loaded instanceof Error) {
		return (
			<p className="error" role="alert">
				The inference examples could not be loaded: {loaded.message}. Reload the page to try again.
			</p>
		);
	}
	if (!engine || !result) return <p role="status">Loading the inference examples…</p>;

	const snippets = result.ok ? result.snippets : [];
	const languages = engine.LANGUAGES.filter((l) => snippets.some((s) => s.language === l));
	const language = languages.includes(state.language as (typeof languages)[number]) ? state.language : languages[0];
	const clientOrder: readonly string[] = language
		? (engine.CLIENTS[language as keyof typeof engine.CLIENTS] ?? [])
		: [];
	const clients = clientOrder.filter((c) => snippets.some((s) => s.language === language && s.client === c));
	const client = state.client && clients.includes(state.client) ? state.client : clients[0];
	const snippet = snippets.find((s) => s.language === language && s.client === client);
	// The router refuses a call for a model no provider serves: say so, rather than let the code
	// look ready to run. A custom endpoint is the user's own deployment, so it needs no provider.
	const served = providers.some((p) => p.mapped);
	const ownEndpoint = Boolean(state.endpointUrl) && !endpointError;
	const unserved = ownEndpoint
		? undefined
		: !served
			? NO_PROVIDER_NOTE
			: provider !== "auto" && !providers.some((p) => p.id === provider && p.mapped)
				? unservedNote(provider)
				: undefined;

	return (
		<div className="inference">
			<div className="inference-controls">
				<div className="field">
					<label htmlFor={ids.provider}>Provider</label>
					<select id={ids.provider} value={provider} onChange={(e) => update({ provider: e.target.value })}>
						{providers.map((p) => (
							<option key={p.id} value={p.id}>
								{p.id === "auto" ? "auto (the router picks)" : p.mapped ? `${p.id} (serves this model)` : p.id}
							</option>
						))}
					</select>
				</div>
				{chat ? (
					<div className="field switch-field">
						<span id={ids.stream}>Streaming</span>
						<button
							type="button"
							role="switch"
							aria-checked={state.streaming}
							aria-labelledby={ids.stream}
							className="switch"
							onClick={() => update({ streaming: !state.streaming })}
						>
							<span aria-hidden="true">{state.streaming ? "On" : "Off"}</span>
						</button>
					</div>
				) : null}
				<div className="field">
					<label htmlFor={ids.token}>Access token</label>
					<input
						id={ids.token}
						type="password"
						value={token}
						onChange={(e) => setToken(e.target.value)}
						placeholder="hf_… (stays in this page)"
						autoComplete="off"
						spellCheck={false}
					/>
				</div>
				<div className="field">
					<label htmlFor={ids.billTo}>Bill to organisation</label>
					<input
						id={ids.billTo}
						value={state.billTo}
						onChange={(e) => update({ billTo: e.target.value })}
						placeholder="my-org"
						aria-invalid={billToError ? true : undefined}
						aria-describedby={billToError ? `${ids.billTo}-error` : undefined}
						spellCheck={false}
					/>
					{billToError ? (
						<p className="field-error" id={`${ids.billTo}-error`}>
							{billToError}
						</p>
					) : null}
				</div>
				<div className="field">
					<label htmlFor={ids.endpoint}>Custom endpoint URL</label>
					<input
						id={ids.endpoint}
						type="url"
						value={state.endpointUrl}
						onChange={(e) => update({ endpointUrl: e.target.value })}
						placeholder="https://my-endpoint.example.com"
						aria-invalid={endpointError ? true : undefined}
						aria-describedby={endpointError ? `${ids.endpoint}-error` : undefined}
						spellCheck={false}
					/>
					{endpointError ? (
						<p className="field-error" id={`${ids.endpoint}-error`}>
							{endpointError}
						</p>
					) : null}
				</div>
				<div className="field checkbox-field">
					<input
						id={ids.direct}
						type="checkbox"
						checked={state.directRequest}
						onChange={(e) => update({ directRequest: e.target.checked })}
					/>
					<label htmlFor={ids.direct}>Direct request (call the provider with its own key)</label>
				</div>
			</div>
			{!result.ok ? (
				<p className="error" role="alert">
					{result.error}
				</p>
			) : snippets.length === 0 ? (
				<p className="muted">No inference example for this model on {provider}.</p>
			) : (
				<>
					{unserved ? <p className="note">{unserved}</p> : null}
					<Tabs
						label="Language"
						tabs={languages.map((l) => ({ id: l, label: LANGUAGE_LABELS[l] ?? l }))}
						selected={language ?? ""}
						onSelect={(id) => update({ language: id, client: undefined })}
					>
						<Tabs
							label="Client"
							className="client-tabs"
							tabs={clients.map((c) => ({ id: c, label: engine?.CLIENT_LABELS[c] ?? c }))}
							selected={client ?? ""}
							onSelect={(id) => update({ language, client: id })}
						>
							{snippet ? <CodeBlock code={snippet.content} language={snippet.language} /> : null}
						</Tabs>
					</Tabs>
				</>
			)}
		</div>
	);
}
