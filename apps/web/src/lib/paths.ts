/**
 * Paths of the app's pages. Paths whose last segment looks like a file name
 * (`/libraries/transformers.js`, `/models/x/model-v1.5`) get a trailing slash, which the router
 * ignores. The server now serves index.html for those paths with or without the slash (it only
 * looks for files under /assets/, /task-assets/ and at the top level), so the slash is kept only
 * so that links already shared keep their form.
 */
const FILE_LIKE = /\.[A-Za-z0-9]+$/;

const segments = (id: string) => id.split("/").map(encodeURIComponent).join("/");

export function routeSafe(path: string): string {
	return FILE_LIKE.test(path) ? `${path}/` : path;
}

export const modelUrl = (id: string): string => routeSafe(`/models/${segments(id)}`);
export const libraryUrl = (id: string): string => routeSafe(`/libraries/${encodeURIComponent(id)}`);
export const taskUrl = (id: string): string => routeSafe(`/tasks/${encodeURIComponent(id)}`);

/** The leaderboard page of one benchmark (GET /api/leaderboard's query, on /leaderboards). */
export function leaderboardUrl(b: { dataset: string; config?: string; split?: string; metric: string }): string {
	const query = new URLSearchParams({ dataset: b.dataset, metric: b.metric });
	if (b.config !== undefined) query.set("config", b.config);
	if (b.split !== undefined) query.set("split", b.split);
	return `/leaderboards?${query}`;
}
