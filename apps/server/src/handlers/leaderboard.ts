/**
 * `GET /api/benchmarks` and `GET /api/leaderboard`: the catalogue's benchmarks and one benchmark's
 * ranking (hub-core leaderboard.ts, the CLI's too), from the store's index of evaluation results.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { checkLeaderboardFilter, checkLeaderboardQuery, leaderboardOf, type ModelStore } from "@hubkit/hub-core";
import { type AnswerCache, sendAnswer } from "../answers.js";
import { sendError, sendStoreError } from "../http.js";
import { ROUTES } from "../routes.js";

const NO_INDEX = "this catalogue does not index evaluation results (an upstream hub)";

export function leaderboardRoutes(
	app: OpenAPIHono,
	{ store, answers }: { store: ModelStore; answers: AnswerCache },
): void {
	app.openapi(ROUTES.benchmarks, async (c) => {
		if (!store.benchmarks) return sendError(c, 404, NO_INDEX);
		const index = store.benchmarks.bind(store);
		return sendAnswer(
			c,
			answers.answer("benchmarks", async () => (await index()).benchmarks()),
		);
	});
	app.openapi(ROUTES.leaderboard, async (c) => {
		if (!store.benchmarks) return sendError(c, 404, NO_INDEX);
		let index: Awaited<ReturnType<NonNullable<ModelStore["benchmarks"]>>>;
		try {
			index = await store.benchmarks();
		} catch (e) {
			return sendStoreError(c, e);
		}
		const query = c.req.valid("query");
		const check = checkLeaderboardQuery(query, index.benchmarks());
		if (!check.ok) return sendError(c, 400, check.error, check.field);
		const filtered = checkLeaderboardFilter(query);
		if (!filtered.ok) return sendError(c, 400, filtered.error, filtered.field);
		const benchmark = check.value;
		const filter = filtered.value;
		return sendAnswer(
			c,
			answers.answer(`leaderboard ${JSON.stringify([benchmark, filter])}`, () =>
				leaderboardOf(index, benchmark, filter),
			),
		);
	});
}
