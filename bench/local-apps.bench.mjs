// Local apps: microseconds per app call (snippet or deeplink, on the records that show the app)
// and milliseconds to produce every local app's output for the whole sample catalogue.
import { LOCAL_APPS } from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";

/** The sample catalogue (its loader merges the records written for local-app branches). */
function corpus() {
	return SAMPLE_MODELS;
}

function call(app, model) {
	return app.snippet ? app.snippet(model) : app.deeplink(model);
}

/** Every app on every record: the predicate, then the output when the app shows. */
function wholeCatalogue(models, apps) {
	let outputs = 0;
	for (const m of models) {
		for (const app of apps) {
			if (!app.displayOnModelPage(m)) continue;
			call(app, m);
			outputs++;
		}
	}
	return outputs;
}

export default async function bench() {
	const models = corpus();
	const apps = Object.values(LOCAL_APPS);
	const rows = [];
	const budgetMs = 40;
	for (const app of apps) {
		const shown = models.filter((m) => app.displayOnModelPage(m));
		const targets = shown.length > 0 ? shown : models;
		for (let i = 0; i < 200; i++) call(app, targets[i % targets.length]); // warm-up
		let n = 0;
		const t = performance.now();
		while (performance.now() - t < budgetMs) {
			for (let i = 0; i < 100; i++) call(app, targets[(n + i) % targets.length]);
			n += 100;
		}
		const us = ((performance.now() - t) * 1000) / n;
		rows.push({
			metric: `${app.id} ${app.snippet ? "snippet" : "deeplink"}`,
			value: us,
			unit: "µs/call",
			note: `${shown.length} records show it`,
		});
	}
	for (let i = 0; i < 5; i++) wholeCatalogue(models, apps);
	const runs = [];
	let outputs = 0;
	for (let i = 0; i < 21; i++) {
		const t = performance.now();
		outputs = wholeCatalogue(models, apps);
		runs.push(performance.now() - t);
	}
	runs.sort((a, b) => a - b);
	rows.push({
		metric: "all local apps over the sample catalogue (median of 21)",
		value: runs[10],
		unit: "ms",
		note: `${models.length} records × ${apps.length} apps, ${outputs} outputs`,
	});
	return { name: "local apps", rows };
}
