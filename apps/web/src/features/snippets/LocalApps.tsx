/** Local apps that offer the model: their commands (alternatives side by side) or a button with a deeplink. */
import type { LocalAppSnippet } from "@hubkit/catalog";
import { CodeBlock } from "../../components/CodeBlock.js";
import type { LocalAppView } from "../../lib/types.js";

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

function Block({ snippet }: { snippet: LocalAppSnippet }) {
	const language = snippet.language ?? "sh";
	const setup = list(snippet.setup);
	const content = list(snippet.content);
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
				/>
			))}
			{content.map((code, i) => (
				<CodeBlock
					// biome-ignore lint/suspicious/noArrayIndexKey: alternatives are positional.
					key={`c${i}`}
					code={code}
					language={language}
					title={content.length > 1 ? `Run (option ${i + 1})` : "Run"}
				/>
			))}
		</div>
	);
}

export function LocalApps({ apps }: { apps: readonly LocalAppView[] }) {
	if (apps.length === 0) return <p className="muted">No local app offers this model.</p>;
	return (
		<div className="local-apps">
			{apps.map((app) => {
				const link = app.deeplink ? safeDeeplink(app.deeplink) : undefined;
				return (
					<section key={app.app} className="local-app">
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
						) : null}
					</section>
				);
			})}
		</div>
	);
}
