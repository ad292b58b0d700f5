/**
 * "Try the recommended model": its library snippet and one inference snippet, as the API renders them
 * for the model page (GET /api/models/:id/snippets), with a link to the model page for every option.
 * A non-commercial, unclassified or gated model gets its note beside the code (hub-core's codeNotes).
 */
import { codeNotes, type ModelComparisonRow } from "@hubkit/hub-core";
import { Link } from "react-router";
import { CodeBlock } from "../../components/CodeBlock.js";
import { useApi } from "../../lib/api.js";
import { modelUrl } from "../../lib/paths.js";
import type { InferenceSnippetView, SnippetsView } from "../../lib/types.js";
import { LibrarySnippets } from "../snippets/LibrarySnippets.js";

/** Python first (the most common reader), then whatever the generator offers first. */
function pickInference(snippets: readonly InferenceSnippetView[]): InferenceSnippetView | undefined {
	return snippets.find((s) => s.language === "python") ?? snippets[0];
}

const snippetsUrl = (id: string) => `/api${modelUrl(id).replace(/\/$/, "")}/snippets`;

export function TryModel({
	modelId,
	libraryLabels,
	facts,
}: {
	modelId: string;
	libraryLabels?: Record<string, string>;
	/** The model's row of the comparison: its licence and gating, for the notes beside the code. */
	facts?: ModelComparisonRow;
}) {
	const snippets = useApi<SnippetsView>(snippetsUrl(modelId));
	const notes = facts ? codeNotes(facts) : [];
	const inference = snippets.status === "ok" ? pickInference(snippets.data.inference) : undefined;
	return (
		<section className="try-model" aria-labelledby="try-model">
			<h2 id="try-model">Try the recommended model</h2>
			<p>
				<Link to={modelUrl(modelId)}>{modelId}</Link>: the code below comes from the same generators as its model page,
				where you can pick another library, provider or client.
			</p>
			{notes.length > 0 ? (
				<div className="code-notes" role="note" aria-label="Before you run this code">
					{notes.map((note) => (
						<p key={note}>⚠ {note}</p>
					))}
				</div>
			) : null}
			{snippets.status === "loading" ? (
				<p role="status">Loading the code…</p>
			) : snippets.status === "error" ? (
				<p className="error" role="alert">
					The code could not be loaded: {snippets.error.message}.
				</p>
			) : (
				<>
					<h3>Run it locally</h3>
					<LibrarySnippets views={snippets.data.libraries.slice(0, 1)} labels={libraryLabels} />
					<h3>Call it through an inference provider</h3>
					{inference ? (
						<CodeBlock
							code={inference.content}
							language={inference.language}
							title={`${inference.language === "sh" ? "cURL" : inference.language} · ${inference.client}`}
						/>
					) : (
						<p className="muted">No inference provider serves this model yet: run it locally with the code above.</p>
					)}
				</>
			)}
		</section>
	);
}
