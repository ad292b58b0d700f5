/**
 * The facts a person choosing a model looks for first, in the model page's header: parameters
 * (total and active), the licence by name with what it allows, the release day (never the hub's
 * placeholder day), the context length and the smallest common machine it runs whole on. Read by
 * hub-core's modelDecisionFacts, the one reader the task tables and /compare use, and sent with the
 * record (`decisionFacts` of GET /api/models/{id}); each links to its source where it has one.
 */
import {
	fitsOnContext,
	formatContextLength,
	formatParameters,
	licenceLabel,
	licenceNote,
	type ModelComparisonRow,
	RELEASE_UNKNOWN,
	RELEASE_UNKNOWN_WHY,
} from "@hubkit/hub-core";
import { fitsOnText } from "../tasks/comparison.js";

export function DecisionFacts({ facts }: { facts: ModelComparisonRow }) {
	const fitContext = fitsOnContext([facts]);
	return (
		<>
			<div>
				<dt>Parameters</dt>
				<dd>
					{formatParameters(facts.parameters)}
					{facts.activeParameters ? ` (${formatParameters(facts.activeParameters)} active)` : ""}
				</dd>
			</div>
			<div>
				<dt>Licence</dt>
				<dd>
					{facts.licenseUrl ? (
						<a href={facts.licenseUrl} rel="noreferrer">
							{licenceLabel(facts)}
						</a>
					) : (
						licenceLabel(facts)
					)}
					<span className="muted fact-note">{licenceNote(facts)}</span>
				</dd>
			</div>
			<div>
				<dt>Released</dt>
				<dd>
					{facts.releaseDate ?? <span title={RELEASE_UNKNOWN_WHY}>{RELEASE_UNKNOWN}</span>}
					{facts.releaseSourceUrl ? (
						<>
							{" "}
							<a href={facts.releaseSourceUrl} rel="noreferrer" className="fact-note">
								(source)
							</a>
						</>
					) : null}
				</dd>
			</div>
			{facts.contextLength ? (
				<div>
					<dt>Context</dt>
					<dd>{formatContextLength(facts.contextLength)} tokens</dd>
				</div>
			) : null}
			{facts.fitsOn || facts.fitNote ? (
				<div>
					<dt>Runs whole on{fitContext ? ` (${fitContext})` : ""}</dt>
					<dd>{fitsOnText(facts)}</dd>
				</div>
			) : null}
		</>
	);
}
