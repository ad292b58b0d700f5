/**
 * How far a library snippet is proven, as a small badge beside it: "Ran with transformers 5.18"
 * when the snippet lab executed this very text against the real library, "Type-checked against
 * diffusers 0.40" when it was checked with pyright against the library's source, "Parsed" otherwise. The
 * level is said in words (and a tooltip), never by colour alone.
 */
import type { SnippetVerification } from "../../lib/types.js";

/** `5.18.0` → `5.18`: the release line a reader compares with their own install. */
function releaseLine(version: string): string {
	return version.split(".").slice(0, 2).join(".");
}

export function verificationLabel(v: SnippetVerification): string {
	if (v.level === "ran" && v.library && v.version) return `Ran with ${v.library} ${releaseLine(v.version)}`;
	if (v.level === "type-checked") {
		return v.library && v.version ? `Type-checked against ${v.library} ${releaseLine(v.version)}` : "Type-checked";
	}
	if (v.level === "needs-remote-code") return "Parsed · needs the repository's code";
	return "Parsed";
}

function verificationDetail(v: SnippetVerification): string {
	if (v.level === "ran" && v.library && v.version) {
		return `This exact code ran unmodified against ${v.library} ${v.version} on a tiny local model.`;
	}
	if (v.level === "type-checked") {
		const against = v.library && v.version ? `${v.library} ${v.version}'s source code` : "the library's source code";
		return `This exact code was type-checked against ${against}; it was not run.`;
	}
	if (v.level === "needs-remote-code") {
		return "This code was parsed and checked for undefined names; it was not run: it loads the repository's own Python code (trust_remote_code), which the lab does not fetch.";
	}
	return "This code was parsed and checked for undefined names; it was not run.";
}

export function VerificationBadge({ verification }: { verification: SnippetVerification }) {
	const ran = verification.level === "ran";
	return (
		<span className="verification" data-level={verification.level} title={verificationDetail(verification)}>
			<span aria-hidden="true">{ran ? "✓ " : ""}</span>
			{verificationLabel(verification)}
		</span>
	);
}
