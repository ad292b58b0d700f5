/** Local apps that offer the model: their commands (alternatives side by side) or a button with a deeplink. */
import type { LocalAppSnippet } from "@hubkit/catalog";
import { useId } from "react";
import { CodeBlock } from "../../components/CodeBlock.js";
import type { LocalAppView, SnippetVerification } from "../../lib/types.js";
import { VerificationBadge } from "./VerificationBadge.js";

const list = (value: string | string[] | undefined): string[] =>
	value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Deeplinks open an app through its own URL scheme; anything that could run script in the page is refused. */
export function safeDeeplink(url: string): string | undefined {
	if (!URL.canParse(url)) return undefined;
	const scheme = new URL(url).protocol.toLowerCase();
	return scheme === "javascript:" || scheme === "data:" || scheme === "vbscript:" || scheme === "blob:"
		? undefined
		: url;
}

function Block({ snippet }: { snippet: LocalAppSnippet & { verification?: SnippetVerification } }) {
	const language = snippet.language ?? "sh";
	const setup = list(snippet.setup);
	const content = list(snippet.content);
	// One proof per block (the weakest of its commands), shown on each of its code blocks.
	const badge = snippet.verification ? <VerificationBadge verification={snippet.verification} /> : undefined;
	return (
		<div className="local-snippet">
			<h4>{snippet.title}</h4>
			{setup.map((code, i) => (
				<CodeBlock
					// biome-ignore lint/suspicious/noArrayIndexKey: alternatives are positional.
					key={`s${i}`}
					code={code}
					language="sh"
					title={setup.length > 1 ? `Set up (option ${i + 1})` : "Set up"}
					badge={badge}
				/>
			))}
			{content.map((code, i) => (
				<CodeBlock
					// biome-ignore lint/suspicious/noArrayIndexKey: alternatives are positional.
					key={`c${i}`}
					code={code}
					language={language}
					title={content.length > 1 ? `Run (option ${i + 1})` : "Run"}
					badge={badge}
				/>
			))}
		</div>
	);
}

export interface LocalAppsProps {
	apps: readonly LocalAppView[];
	/** The app to show (from the URL); the first app when absent or unknown. */
	selected?: string;
	onSelect?: (app: string) => void;
}

/** One app at a time behind a select: a GGUF model can be offered by twenty apps. */
export function LocalApps({ apps, selected, onSelect }: LocalAppsProps) {
	const selectId = useId();
	if (apps.length === 0) return <p className="muted">No local app offers this model.</p>;
	const app = apps.find((a) => a.app === selected) ?? (apps[0] as LocalAppView);
	const link = app.deeplink ? safeDeeplink(app.deeplink) : undefined;
	return (
		<div className="local-apps">
			<div className="field app-picker">
				<label htmlFor={selectId}>Local app</label>
				<select id={selectId} value={app.app} onChange={(e) => onSelect?.(e.target.value)}>
					{apps.map((a) => (
						<option key={a.app} value={a.app}>
							{a.macOSOnly ? `${a.prettyLabel} (macOS only)` : a.prettyLabel}
						</option>
					))}
				</select>
			</div>
			<section className="local-app">
				<h3>
					{app.prettyLabel}
					{app.macOSOnly ? <span className="badge">macOS only</span> : null}
				</h3>
				{app.snippets?.map((s, i) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: snippets are positional.
					<Block key={i} snippet={s} />
				))}
				{link ? (
					<p>
						<a className="button" href={link}>
							Open in {app.prettyLabel}
						</a>
					</p>
				) : app.deeplink ? (
					<p className="muted">This app's link was refused: it is not an app link.</p>
				) : null}
			</section>
		</div>
	);
}
