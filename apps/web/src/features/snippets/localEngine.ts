/**
 * The local apps of @hubkit/catalog, run in the page. Loaded lazily, only when the reader picks a
 * GGUF file (the API's answer covers the default file) and by the playground.
 */
import { LOCAL_APPS, type ModelRecord } from "@hubkit/catalog";
import type { LocalAppView } from "../../lib/types.js";

function attempt<T>(run: () => T): T | undefined {
	try {
		return run();
	} catch {
		return undefined;
	}
}

/** What the API's `localApps` holds, for `model` and, when given, one chosen file of the repository. */
export function localAppsFor(model: ModelRecord, filepath?: string): LocalAppView[] {
	const views: LocalAppView[] = [];
	for (const [id, app] of Object.entries(LOCAL_APPS)) {
		if (app.comingSoon || !attempt(() => app.displayOnModelPage(model))) continue;
		const view: LocalAppView = { app: id, prettyLabel: app.prettyLabel, macOSOnly: app.macOSOnly === true };
		const snippet = app.snippet;
		const deeplink = app.deeplink;
		const blocks = snippet ? attempt(() => snippet(model, filepath)) : undefined;
		if (blocks) view.snippets = blocks;
		const url = deeplink ? attempt(() => deeplink(model, filepath)) : undefined;
		if (url) view.deeplink = url.toString();
		if (view.snippets || view.deeplink) views.push(view);
	}
	return views;
}
