/**
 * How far the library snippets of the sample catalogue are proven, counted as the API reports
 * it: the snippets `librarySnippets` (hub-core, the server's and CLI's assembly) gives for each
 * sample record, with the level `snippetVerification` answers for each. `npm run lab -- --levels
 * coverage` prints it. The "ran" share is over the libraries the lab installs, less the snippets
 * that need the repository's own code (unverifiable offline: counted apart, never as failures).
 */
import type { ModelRecord, ProofLevel, VerificationLevel } from "@hubkit/catalog";
import { librarySnippets } from "@hubkit/hub-core";
import { ML_LIBRARIES } from "./ml.js";

/** The libraries whose snippets the lab runs for real (Python venv, transformers.js in Node). */
export const INSTALLABLE_LIBRARIES: readonly string[] = [...ML_LIBRARIES, "transformers.js"];

export interface LibraryCoverage {
	library: string;
	snippets: number;
	levels: Partial<Record<ProofLevel, number>>;
}

export function verificationCoverage(models: readonly ModelRecord[]): LibraryCoverage[] {
	const rows = new Map<string, LibraryCoverage>();
	for (const model of models) {
		for (const view of librarySnippets(model)) {
			let row = rows.get(view.library);
			if (!row) {
				row = { library: view.library, snippets: 0, levels: {} };
				rows.set(view.library, row);
			}
			for (const v of view.verification) {
				row.snippets++;
				row.levels[v.level] = (row.levels[v.level] ?? 0) + 1;
			}
		}
	}
	return [...rows.values()].sort((a, b) => b.snippets - a.snippets || a.library.localeCompare(b.library));
}

function share(part: number, whole: number): string {
	return whole === 0 ? "-" : `${((100 * part) / whole).toFixed(0)} %`;
}

/** The table: installable libraries first (ran / snippets), then the rest, then the totals. */
export function formatCoverage(rows: readonly LibraryCoverage[]): string {
	const levels: VerificationLevel[] = ["ran", "type-checked", "needs-remote-code", "parsed"];
	const line = (r: LibraryCoverage) =>
		`  ${r.library.padEnd(28)} ${String(r.snippets).padStart(5)}  ${levels
			.map((l) => String(r.levels[l] ?? 0).padStart(18))
			.join("")}`;
	const header = `  ${"library".padEnd(28)} ${"total".padStart(5)}  ${levels.map((l) => l.padStart(18)).join("")}`;
	const installable = rows.filter((r) => INSTALLABLE_LIBRARIES.includes(r.library));
	const rest = rows.filter((r) => !INSTALLABLE_LIBRARIES.includes(r.library));
	const sum = (rs: readonly LibraryCoverage[], l?: VerificationLevel) =>
		rs.reduce((n, r) => n + (l ? (r.levels[l] ?? 0) : r.snippets), 0);
	const ran = sum(installable, "ran");
	const remote = sum(installable, "needs-remote-code");
	const all = sum(installable);
	const below = rest.reduce((n, r) => n + (r.levels.parsed ?? 0), 0);
	return [
		"libraries the lab installs:",
		header,
		...installable.map(line),
		"other libraries:",
		header,
		...rest.map(line),
		"",
		`installable libraries: ${ran}/${all - remote} snippets ran (${share(ran, all - remote)}), besides ${remote} that need the repository's own code (${ran}/${all} = ${share(ran, all)} of all)`,
		`all libraries: ${sum(rows, "ran")} ran, ${sum(rows, "type-checked")} type-checked, ${sum(rows, "needs-remote-code")} need remote code, ${sum(rows, "parsed")} parsed of ${sum(rows)} (${below} of the other libraries' only parsed)`,
	].join("\n");
}
