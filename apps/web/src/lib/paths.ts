/**
 * Paths of the app's pages. The server sends index.html for client routes but treats a path whose
 * last segment looks like a file name (`/libraries/transformers.js`, `/models/x/model-v1.5`) as a
 * missing file; such paths get a trailing slash, which the router ignores and the server does not
 * mistake for a file.
 */
const FILE_LIKE = /\.[A-Za-z0-9]+$/;

const segments = (id: string) => id.split("/").map(encodeURIComponent).join("/");

export function routeSafe(path: string): string {
	return FILE_LIKE.test(path) ? `${path}/` : path;
}

export const modelUrl = (id: string): string => routeSafe(`/models/${segments(id)}`);
export const libraryUrl = (id: string): string => routeSafe(`/libraries/${encodeURIComponent(id)}`);
export const taskUrl = (id: string): string => routeSafe(`/tasks/${encodeURIComponent(id)}`);
