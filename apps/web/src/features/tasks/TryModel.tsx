/**
 * "Try the recommended model": its library snippet and one inference snippet, as the API renders them
 * for the model page (GET /api/models/:id/snippets), with a link to the model page for every option.
 */
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

export function TryModel({ modelId, libraryLabels }: { modelId: string; libraryLabels?: Record<string, string> }) {
	const snippets = useApi<SnippetsView>(snippetsUrl(modelId));
	const inference = snippets.status === "ok" ? pickInference(snippets.data.inference) : undefined;
	return (
		<section className="try-model" aria-labelledby="try-model">
			<h2 id="try-model">Try the recommended model</h2>
			<p>
				<Link to={modelUrl(modelId)}>{modelId}</Link>: the code below comes from the same generators as its model page,
				where you can pick another library, provider or client.
			</p>
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
