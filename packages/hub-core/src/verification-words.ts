/**
 * The words of a proof (`SnippetVerification`): the badge's one line and its tooltip, the same on
 * the web page and in `hubkit snippets`. Kept apart from snippet-proof.ts, which reads the
 * manifests and the generators, so that a page showing badges loads only these words.
 */
import type { SnippetVerification } from "@hubkit/catalog";

/** `5.18.0` → `5.18`: the release line a reader compares with their own install. */
function releaseLine(version: string): string {
	return version.split(".").slice(0, 2).join(".");
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
	sh: "shell",
	json: "JSON",
	python: "Python",
	js: "JavaScript",
};

/** What the lab's level 1 does to a text of each language. */
const PARSE_CHECKS: Readonly<Record<string, string>> = {
	python: "parsed and checked for undefined names",
	js: "parsed as JavaScript",
	sh: "parsed by bash -n",
	json: "parsed as JSON",
};

/** Whose API the lab's recording answered as: the router for `auto`, else the provider. */
const apiOf = (provider: string): string => (provider === "auto" ? "the router's (auto)" : `${provider}'s`);

/** The badge's words, one line: what the web page, `hubkit snippets` and the docs show for a proof. */
export function verificationLabel(v: SnippetVerification): string {
	const pkg = v.library && v.version ? `${v.library} ${releaseLine(v.version)}` : undefined;
	if (v.level === "ran" && pkg) {
		return v.provider ? `Ran against a recording of ${apiOf(v.provider)} API with ${pkg}` : `Ran with ${pkg}`;
	}
	if (v.level === "same-template" && v.sample) {
		return `${v.sampleLevel === "ran" ? "Ran" : "Type-checked"} for ${v.sample} (same template)`;
	}
	if (v.level === "type-checked") return pkg ? `Type-checked against ${pkg}` : "Type-checked";
	if (v.level === "generated") return "Not checked";
	if (v.level === "needs-remote-code") return "Parsed · needs the repository's code";
	const language = v.language ? LANGUAGE_NAMES[v.language] : undefined;
	return language ? `Parsed as ${language}` : "Parsed";
}

/** What a type-check read: the installed package, or the library's API as signatures read from its source. */
function typeCheckedAgainst(v: SnippetVerification): string {
	if (v.against === "package") return `${v.library} ${v.version} (installed)`;
	if (v.against === "signatures") return `${v.library} ${v.version}'s API (signatures read from its source)`;
	return `${v.library} ${v.version}'s source code`;
}

/** The badge's longer explanation (a tooltip): what exactly the lab did, and what it did not. */
export function verificationDetail(v: SnippetVerification): string {
	if (v.level === "ran" && v.library && v.version) {
		return v.provider
			? `The snippet lab ran this client's program for this task and provider unmodified with ${v.library} ${v.version}, against a local recording server answering as ${apiOf(v.provider)} API; it sent exactly the request shown.`
			: `This exact code ran unmodified against ${v.library} ${v.version} on a tiny local model.`;
	}
	if (v.level === "same-template" && v.sample) {
		const how =
			v.sampleLevel === "ran"
				? `ran unmodified${v.library && v.version ? ` against ${v.library} ${v.version}` : ""} on a tiny local model`
				: `was type-checked${v.library && v.version ? ` against ${typeCheckedAgainst(v)}` : ""}`;
		return `The same template, written for ${v.sample} (the same code but for the model id), ${how}; this text itself was not.`;
	}
	if (v.level === "type-checked") {
		const against = v.library && v.version ? typeCheckedAgainst(v) : "the library's source code";
		return `This exact code was type-checked against ${against}; it was not run.`;
	}
	if (v.level === "needs-remote-code") {
		return "This code was parsed and checked for undefined names; it was not run: it loads the repository's own Python code (trust_remote_code), which the lab does not fetch.";
	}
	if (v.level === "generated")
		return "The snippet lab has no checker for this language: this code was generated, not checked.";
	return `This code was ${PARSE_CHECKS[v.language ?? "python"] ?? "parsed"}; it was not run.`;
}
