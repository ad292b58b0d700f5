// Library snippets: microseconds per generator call (on the sample records of each library) and
// milliseconds to generate every library snippet for the whole sample catalogue.
import { LIBRARIES } from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";

function wholeCatalogue() {
	let snippets = 0;
	for (const m of SAMPLE_MODELS) {
		const gen = m.library_name ? LIBRARIES[m.library_name]?.snippets : undefined;
		if (gen) snippets += gen(m).length;
	}
	return snippets;
}

export default async function bench() {
	const withGenerator = Object.values(LIBRARIES).filter((l) => l.snippets);
	const perLibrary = [];
	for (const lib of withGenerator) {
		const records = SAMPLE_MODELS.filter((m) => m.library_name === lib.id);
		if (records.length === 0) continue;
		for (let i = 0; i < 50; i++) lib.snippets(records[i % records.length]); // warm-up
		let n = 0;
		const t = performance.now();
		while (performance.now() - t < 15) {
			for (let i = 0; i < 20; i++) lib.snippets(records[(n + i) % records.length]);
			n += 20;
		}
		perLibrary.push({ id: lib.id, us: ((performance.now() - t) * 1000) / n, records: records.length });
	}
	perLibrary.sort((a, b) => b.us - a.us);
	const median = perLibrary[Math.floor(perLibrary.length / 2)];
	for (let i = 0; i < 3; i++) wholeCatalogue();
	const runs = [];
	let snippets = 0;
	for (let i = 0; i < 11; i++) {
		const t = performance.now();
		snippets = wholeCatalogue();
		runs.push(performance.now() - t);
	}
	runs.sort((a, b) => a - b);
	return {
		name: "library snippets",
		rows: [
			{
				metric: "corpus",
				value: SAMPLE_MODELS.length,
				unit: "records",
				note: `${withGenerator.length} libraries with a generator`,
			},
			{
				metric: "all library snippets, whole catalogue (median of 11)",
				value: runs[5],
				unit: "ms",
				note: `${snippets} snippets`,
			},
			{ metric: "generator call, median library", value: median.us, unit: "µs/call", note: median.id },
			...perLibrary
				.slice(0, 5)
				.map((l) => ({ metric: `slowest: ${l.id}`, value: l.us, unit: "µs/call", note: `${l.records} records` })),
		],
	};
}
