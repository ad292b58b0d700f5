/**
 * How far a library snippet is proven, as a small badge beside it: "Ran with transformers 5.18"
 * when the snippet lab executed this very text against the real library, "Parsed" otherwise. The
 * level is said in words (and a tooltip), never by colour alone.
 */
import type { SnippetVerification } from "../../lib/types.js";

/** `5.18.0` → `5.18`: the release line a reader compares with their own install. */
function releaseLine(version: string): string {
	return version.split(".").slice(0, 2).join(".");
}

export function verificationLabel(v: SnippetVerification): string {
	if (v.level === "ran" && v.library && v.version) return `Ran with ${v.library} ${releaseLine(v.version)}`;
	if (v.level === "type-checked") return "Type-checked";
	return "Parsed";
}

function verificationDetail(v: SnippetVerification): string {
	if (v.level === "ran" && v.library && v.version) {
		return `This exact code ran unmodified against ${v.library} ${v.version} on a tiny local model.`;
	}
	if (v.level === "type-checked") return "This code was type-checked against the library; it was not run.";
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
