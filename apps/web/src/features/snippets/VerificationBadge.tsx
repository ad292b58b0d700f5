/**
 * How far a snippet or command is proven, as a small badge beside it: "Ran with transformers 5.18"
 * when the snippet lab executed this very text against the real library, "Ran against a recording
 * of together's API with openai 6.49" for an inference client the lab ran for that provider,
 * "Ran for <sample> (same template)" (a link to the sample's page) when the same template ran on a
 * sample record, "Type-checked against diffusers 0.40", "Parsed as shell"… The words are
 * hub-core's (`verificationLabel`, the CLI prints the same); the level is said in words (and a
 * tooltip), never by colour alone.
 */
import { verificationDetail, verificationLabel } from "@hubkit/hub-core";
import { Link } from "react-router";
import { modelUrl } from "../../lib/paths.js";
import type { SnippetVerification } from "../../lib/types.js";

export { verificationLabel };

export function VerificationBadge({ verification }: { verification: SnippetVerification }) {
	const ran = verification.level === "ran" || verification.sampleLevel === "ran";
	const label = verificationLabel(verification);
	const sample = verification.level === "same-template" ? verification.sample : undefined;
	// The sample's id inside the words becomes the link to its page (where its own snippet shows its proof).
	const at = sample ? label.indexOf(sample) : -1;
	return (
		<span
			className="verification"
			data-testid="verification"
			data-level={verification.level}
			title={verificationDetail(verification)}
		>
			<span aria-hidden="true">{ran ? "✓ " : ""}</span>
			{sample && at >= 0 ? (
				<>
					{label.slice(0, at)}
					<Link to={modelUrl(sample)}>{sample}</Link>
					{label.slice(at + sample.length)}
				</>
			) : (
				label
			)}
		</span>
	);
}
