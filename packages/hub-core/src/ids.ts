/**
 * Model ids. The rule itself (modelIdProblem) lives with parseModelRecord in @hubkit/catalog, so
 * that every record validated anywhere is held to it; it is re-exported here for the API's routes
 * and the CLI. What is added here is the rule for the ids of listed records.
 */
import { type IdProblem, modelIdProblem } from "@hubkit/catalog/validate";

export {
	type IdProblem,
	MAX_ID_SEGMENT_LENGTH,
	modelIdProblem,
	nameProblem,
	ownerProblem,
} from "@hubkit/catalog/validate";

/**
 * Why a list (a catalogue file, an upstream hub's model list) cannot hold a record of this id, or
 * undefined when it can: a model id with an owner. A listed model links to its page, and pages and
 * the API address a model as owner/name (`/api/models/:owner/:name`): a bare name (as older hub
 * ids are) would be listed and found by search, but no route could answer it.
 */
export function listedIdProblem(id: string): IdProblem | undefined {
	const problem = modelIdProblem(id);
	if (problem || id.includes("/")) return problem;
	return { field: "owner", error: `${id} has no owner: a listed model's id is owner/name, the address of its page` };
}
