/**
 * Compares two catalogues fact by fact: the published reference (@huggingface/tasks and the
 * provider list of @huggingface/inference, pinned in package.json) and ours. Pure: the caller
 * passes both sides in, so the CLI and the test compare exactly the same things.
 *
 * A difference has a stable `key` (`<kind>:<id>` for an entry on one side only,
 * `<kind>:<id>:<fact>` for a fact that differs); deliberate.mjs lists the keys we keep on purpose.
 */

/** The facts compared per entry kind. An unset fact and `undefined` are the same. */
export const COMPARED_FACTS = {
	library: ["prettyLabel", "repoName", "repoUrl", "docsUrl", "filter", "countDownloads"],
	"local-app": ["prettyLabel", "docsUrl", "mainTask", "macOSOnly", "comingSoon"],
	pipeline: ["name", "modality", "hideInModels", "hideInDatasets"],
	provider: [],
};

/**
 * @typedef {keyof typeof COMPARED_FACTS} Kind
 * @typedef {{ key: string, kind: Kind, id: string, fact?: string, reference: unknown, ours: unknown }} Difference
 * @typedef {{ libraries: Record<string, object>, localApps: Record<string, object>,
 *   pipelines: Record<string, object>, providers: readonly string[] }} Catalogue
 */

/** Facts whose whitespace carries no meaning (a query split over lines is the same query). */
const WHITESPACE_FREE = new Set(["countDownloads"]);

/** Plain data of one entry: only the compared facts, functions never. */
function factsOf(kind, entry) {
	const out = {};
	for (const fact of COMPARED_FACTS[kind]) {
		const value = entry?.[fact];
		out[fact] = WHITESPACE_FREE.has(fact) && typeof value === "string" ? value.replace(/\s+/g, " ").trim() : value;
	}
	return out;
}

function compareTables(kind, reference, ours, out) {
	const ids = [...new Set([...Object.keys(reference), ...Object.keys(ours)])].sort();
	for (const id of ids) {
		const inRef = Object.hasOwn(reference, id);
		const inOurs = Object.hasOwn(ours, id);
		if (!inRef || !inOurs) {
			out.push({ key: `${kind}:${id}`, kind, id, reference: inRef, ours: inOurs });
			continue;
		}
		const a = factsOf(kind, reference[id]);
		const b = factsOf(kind, ours[id]);
		for (const fact of COMPARED_FACTS[kind]) {
			if (JSON.stringify(a[fact]) !== JSON.stringify(b[fact]))
				out.push({ key: `${kind}:${id}:${fact}`, kind, id, fact, reference: a[fact], ours: b[fact] });
		}
	}
}

/**
 * Every difference between the reference and our catalogue, sorted by key.
 * @param {Catalogue} reference
 * @param {Catalogue} ours
 * @returns {Difference[]}
 */
export function compareCatalogues(reference, ours) {
	/** @type {Difference[]} */
	const out = [];
	compareTables("library", reference.libraries, ours.libraries, out);
	compareTables("local-app", reference.localApps, ours.localApps, out);
	compareTables("pipeline", reference.pipelines, ours.pipelines, out);
	const asTable = (ids) => Object.fromEntries(ids.map((id) => [id, {}]));
	compareTables("provider", asTable(reference.providers), asTable(ours.providers), out);
	return out.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
}

/**
 * Splits the differences by the deliberate list: the ones it explains, the ones it does not,
 * and the listed keys that no longer differ (a stale entry, to delete).
 * @param {Difference[]} differences
 * @param {readonly { key: string, reason: string }[]} deliberate
 */
export function triage(differences, deliberate) {
	const reasons = new Map(deliberate.map((d) => [d.key, d.reason]));
	const found = new Set(differences.map((d) => d.key));
	return {
		explained: differences.filter((d) => reasons.has(d.key)).map((d) => ({ ...d, reason: reasons.get(d.key) })),
		unexplained: differences.filter((d) => !reasons.has(d.key)),
		stale: deliberate.filter((d) => !found.has(d.key)),
	};
}

/** One line of the report for a difference. */
export function describe(d) {
	if (d.fact === undefined) return `${d.kind} ${d.id}: only in ${d.reference ? "the reference" : "ours"}`;
	return `${d.kind} ${d.id}: ${d.fact} differs (reference ${JSON.stringify(d.reference)}, ours ${JSON.stringify(d.ours)})`;
}
