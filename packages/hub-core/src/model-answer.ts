/**
 * A model as `GET /api/models/{id}` answers it: the record as the generators read it, and the
 * facts Hubkit reads from it for a person deciding: the decision facts the task tables show
 * (parameters, licence by name with its verdict, release day with its source, context, the smallest
 * common machine it runs whole on) and its evaluation results, with the entries it could not read
 * and why. The web's model page and any API client read the same answer.
 */
import { type EvalResult, evalResultsOf, type ModelRecord, type SkippedEval } from "@hubkit/catalog";
import { fitsOnCommon } from "./fit.js";
import { type ModelComparisonRow, modelDecisionFacts } from "./task-page.js";

export type ModelAnswer = ModelRecord & {
	decisionFacts: ModelComparisonRow;
	evalResults: EvalResult[];
	/** Evaluation entries of the record that were not read, each with its field and reason. */
	evalResultsSkipped?: SkippedEval[];
};

/** `base`: the record the model's fit is sized on (findFitBase), for an adapter or an unsized conversion. */
export function modelAnswer(model: ModelRecord, base?: ModelRecord): ModelAnswer {
	const { results, skipped } = evalResultsOf(model);
	return {
		...model,
		decisionFacts: modelDecisionFacts(model, { fitsOn: fitsOnCommon, baseOf: () => base }),
		evalResults: results,
		...(skipped.length ? { evalResultsSkipped: skipped } : {}),
	};
}
