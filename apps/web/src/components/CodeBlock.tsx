/**
 * A code block: plain text at once, then shiki's highlighted HTML when the grammar has loaded,
 * and a copy button. The plain text is rendered by React (escaped); the only HTML inserted is
 * shiki's output, which escapes the code it is given.
 */
import { type ReactNode, useEffect, useState } from "react";
import { languageName } from "../lib/languages.js";
import { CopyButton } from "./CopyButton.js";
import { highlight } from "./highlight.js";

export interface CodeBlockProps {
	code: string;
	/** A language name of the hub: python, js, sh, json, csharp… */
	language: string;
	/** A short caption above the code (e.g. a local app step). */
	title?: string;
	/** A note shown beside the title (e.g. how far the snippet is verified). */
	badge?: ReactNode;
}

export function CodeBlock({ code, language, title, badge }: CodeBlockProps) {
	const [html, setHtml] = useState<{ code: string; language: string; html: string } | null>(null);
	useEffect(() => {
		let live = true;
		highlight(code, language).then(
			(result) => {
				if (live && result !== null) setHtml({ code, language, html: result });
			},
			// Highlighting is an enhancement: on failure the plain text stays.
			() => {},
		);
		return () => {
			live = false;
		};
	}, [code, language]);
	const current = html && html.code === code && html.language === language ? html.html : null;
	return (
		<figure className="code-block" data-language={language}>
			<figcaption className="code-head">
				<span className="code-title">{title ?? languageName(language)}</span>
				{badge}
				<CopyButton text={code} />
			</figcaption>
			{current === null ? (
				// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
				<pre className="plain" tabIndex={0}>
					<code>{code}</code>
				</pre>
			) : (
				// biome-ignore lint/security/noDangerouslySetInnerHtml: shiki's output escapes its input (see highlight.ts).
				<div className="highlighted" data-testid="highlighted" dangerouslySetInnerHTML={{ __html: current }} />
			)}
		</figure>
	);
}
