// The request-timing loop of the store benches (store.bench.mjs, hostile-queries.mjs), in one
// place: autocannon against a running server for a number of seconds, each request either the
// same path or the n-th of a sequence (a query never asked before on every request), with the
// answers counted by status when asked.
import autocannon from "autocannon";

/**
 * Runs `connections` connections against `url` for `seconds`; `path(n)` gives the n-th request's
 * path (default: `url` itself, every time). Resolves with autocannon's result and, with
 * `countStatuses`, `statuses`: how many answers had each HTTP status.
 */
export function timedRequests({ url, connections, seconds, path, countStatuses = false }) {
	let n = 0;
	const statuses = {};
	const options = { url, connections, duration: seconds };
	if (path) {
		options.requests = [{ method: "GET", setupRequest: (request) => ({ ...request, path: path(n++) }) }];
	}
	if (countStatuses) {
		options.setupClient = (client) =>
			client.on("response", (status) => {
				statuses[status] = (statuses[status] ?? 0) + 1;
			});
	}
	return new Promise((resolve, reject) => {
		autocannon(options, (error, result) => (error ? reject(error) : resolve({ ...result, statuses })));
	});
}
