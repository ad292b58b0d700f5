/** The library snippets of a model: one section per library, one highlighted block per program. */

import { Link } from "react-router";
import { CodeBlock } from "../../components/CodeBlock.js";
import { libraryUrl } from "../../lib/paths.js";
import type { LibrarySnippetsView } from "../../lib/types.js";
import { VerificationBadge } from "./VerificationBadge.js";

export function LibrarySnippets({
	views,
	labels = {},
	headings = true,
}: {
	views: readonly LibrarySnippetsView[];
	labels?: Readonly<Record<string, string>>;
	/** Whether each library gets a heading (a library's own page already names it). */
	headings?: boolean;
}) {
	if (views.length === 0) {
		return <p className="muted">No library of the catalogue has a code snippet for this model.</p>;
	}
	return (
		<div className="library-snippets">
			{views.map((view) => (
				<section key={view.library}>
					{headings ? (
						<h3>
							<Link to={libraryUrl(view.library)}>{labels[view.library] ?? view.library}</Link>
						</h3>
					) : null}
					{view.snippets.map((code, i) => {
						const verification = view.verification?.[i];
						return (
							<CodeBlock
								// biome-ignore lint/suspicious/noArrayIndexKey: a library's snippets are positional.
								key={i}
								code={code}
								language={view.language}
								badge={verification ? <VerificationBadge verification={verification} /> : undefined}
							/>
						);
					})}
				</section>
			))}
		</div>
	);
}
