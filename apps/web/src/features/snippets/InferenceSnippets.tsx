/**
 * The inference part of the panel: provider select (auto + providers serving the task), language
 * and client tabs in the product's order, a streaming switch for chat models, and inputs for an
 * access token (page state only), a bill-to organisation, direct request and a custom endpoint.
 * The snippets, notes and errors are the engine's answer (`view`); only with an access token are
 * they generated in the page, by hub-core's `inferenceView`, so the token never leaves the page.
 * An endpoint URL that came with the page's address (a shared link) is named in a warning, and the
 * token field stays disabled until the user confirms that host (panelState.ts, `useEndpointTrust`).
 */
import type { ModelRecord } from "@hubkit/catalog";
import { CLIENTS, SNIPPET_LANGUAGES } from "@hubkit/hub-core";
import { useId, useMemo, useState } from "react";
import { CodeBlock } from "../../components/CodeBlock.js";
import { Tabs } from "../../components/Tabs.js";
import type { InferenceView } from "../../lib/types.js";
import type { EndpointTrust, PanelState } from "./panelState.js";
import { billToError, endpointUrlError, snippetRequest } from "./request.js";
import { useEngine } from "./useEngine.js";
import { VerificationBadge } from "./VerificationBadge.js";

export const LANGUAGE_LABELS: Readonly<Record<string, string>> = { js: "JavaScript", python: "Python", sh: "cURL" };

export interface InferenceSnippetsProps {
	model: ModelRecord;
	/** The engine's answer for the panel's options (without an access token). */
	view: InferenceView;
	state: PanelState;
	update: (patch: Partial<PanelState>) => void;
	/** Whether the endpoint URL is the user's own; without it, every endpoint counts as theirs. */
	endpointTrust?: EndpointTrust;
}

export function InferenceSnippets({ model, view, state, update, endpointTrust }: InferenceSnippetsProps) {
	const [typedToken, setToken] = useState("");
	const unconfirmedHost = endpointTrust?.unconfirmedHost;
	// The token is never written into code for an endpoint the user has not confirmed.
	const token = unconfirmedHost === undefined ? typedToken : "";
	const loaded = useEngine(token !== "");
	const engine = loaded instanceof Error ? null : loaded;
	const ids = {
		provider: useId(),
		token: useId(),
		billTo: useId(),
		endpoint: useId(),
		direct: useId(),
		stream: useId(),
		warning: useId(),
	};
	const billToProblem = billToError(state.billTo);
	const endpointProblem = endpointUrlError(state.endpointUrl);
	const { providers, chat } = view;
	const request = snippetRequest(state, { providers, files: [], libraries: [] });
	const provider = request.provider;
	const optionsKey = JSON.stringify(request.options);
	// biome-ignore lint/correctness/useExhaustiveDependencies: `optionsKey` stands for `request.options`.
	const local = useMemo(
		() =>
			engine && token
				? engine.inferenceView(model, provider, undefined, { ...request.options, accessToken: token })
				: undefined,
		[engine, token, model, provider, optionsKey],
	);
	const shown: InferenceView | undefined = token ? local : view;

	if (loaded instanceof Error) {
		return (
			<p className="error" role="alert">
				The inference examples could not be loaded: {loaded.message}. Reload the page to try again.
			</p>
		);
	}

	const snippets = shown?.inference ?? [];
	const languages = SNIPPET_LANGUAGES.filter((l) => snippets.some((s) => s.language === l));
	const language = languages.find((l) => l === state.language) ?? languages[0];
	const clientOrder: readonly string[] = language ? CLIENTS[language] : [];
	const clients = clientOrder.filter((c) => snippets.some((s) => s.language === language && s.client === c));
	const client = state.client && clients.includes(state.client) ? state.client : clients[0];
	const snippet = snippets.find((s) => s.language === language && s.client === client);

	return (
		<div className="inference">
			{unconfirmedHost !== undefined ? (
				<div className="endpoint-warning" id={ids.warning}>
					<p>
						<strong>This link chose the endpoint {unconfirmedHost}.</strong> The code below calls it, and with an access
						token it would send your token to {unconfirmedHost}. The token field stays disabled until you confirm that
						you trust this host (or type an endpoint yourself).
					</p>
					<button type="button" onClick={() => endpointTrust?.trust(state.endpointUrl)}>
						I trust {unconfirmedHost}
					</button>
				</div>
			) : null}
			<div className="inference-controls">
				<div className="field">
					<label htmlFor={ids.provider}>Provider</label>
					<select id={ids.provider} value={provider} onChange={(e) => update({ provider: e.target.value })}>
						{providers.map((p) => (
							<option key={p.id} value={p.id}>
								{p.id === "auto" ? "auto (the router picks)" : p.serves ? `${p.id} (serves this model)` : p.id}
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
						disabled={unconfirmedHost !== undefined}
						aria-describedby={unconfirmedHost !== undefined ? ids.warning : undefined}
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
						aria-invalid={billToProblem ? true : undefined}
						aria-describedby={billToProblem ? `${ids.billTo}-error` : undefined}
						spellCheck={false}
					/>
					{billToProblem ? (
						<p className="field-error" id={`${ids.billTo}-error`}>
							{billToProblem}
						</p>
					) : null}
				</div>
				<div className="field">
					<label htmlFor={ids.endpoint}>Custom endpoint URL</label>
					<input
						id={ids.endpoint}
						type="url"
						value={state.endpointUrl}
						onChange={(e) => {
							// Typed in this page: the user's own endpoint.
							endpointTrust?.trust(e.target.value);
							update({ endpointUrl: e.target.value });
						}}
						placeholder="https://my-endpoint.example.com"
						aria-invalid={endpointProblem ? true : undefined}
						aria-describedby={endpointProblem ? `${ids.endpoint}-error` : undefined}
						spellCheck={false}
					/>
					{endpointProblem ? (
						<p className="field-error" id={`${ids.endpoint}-error`}>
							{endpointProblem}
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
			{!shown ? (
				<p role="status">Writing the examples with your token…</p>
			) : shown.errors.length > 0 ? (
				shown.errors.map((error) => (
					<p className="error" role="alert" key={error}>
						{error}
					</p>
				))
			) : snippets.length === 0 ? (
				// The answer's notes say why (e.g. the provider does not serve the task), when it knows.
				shown.notes.length > 0 ? (
					shown.notes.map((note) => (
						<p className="note" key={note}>
							{note}
						</p>
					))
				) : (
					<p className="muted">No inference example for this model on {provider}.</p>
				)
			) : (
				<>
					{shown.notes.map((note) => (
						<p className="note" key={note}>
							{note}
						</p>
					))}
					<Tabs
						label="Language"
						tabs={languages.map((l) => ({ id: l, label: LANGUAGE_LABELS[l] ?? l }))}
						selected={language ?? ""}
						onSelect={(id) => update({ language: id, client: undefined })}
					>
						<Tabs
							label="Client"
							className="client-tabs"
							tabs={clients.map((c) => ({
								id: c,
								label: snippets.find((s) => s.language === language && s.client === c)?.label ?? c,
							}))}
							selected={client ?? ""}
							onSelect={(id) => update({ language, client: id })}
						>
							{snippet ? (
								<CodeBlock
									code={snippet.content}
									language={snippet.language}
									badge={snippet.verification ? <VerificationBadge verification={snippet.verification} /> : undefined}
								/>
							) : null}
						</Tabs>
					</Tabs>
				</>
			)}
		</div>
	);
}
