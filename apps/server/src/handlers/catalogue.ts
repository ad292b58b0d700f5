/**
 * The catalogue: tasks, libraries, local apps and devices, which never change at run time, and
 * what depends on the models (task counts, a task page's example models, a library's models),
 * asked of the store (hub-core catalogue.ts), never read from an array of every record.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { getLibrary, getTask } from "@hubkit/catalog";
import {
	exampleRecords,
	findFitBase,
	fitsOnCommon,
	hardwareList,
	libraryDetail,
	librarySummaries,
	localAppSummaries,
	type ModelStore,
	storeTaskSummaries,
	taskPageView,
} from "@hubkit/hub-core";
import { type AnswerCache, sendAnswer } from "../answers.js";
import { sendError } from "../http.js";
import { recordIfAny } from "../records.js";
import { ROUTES } from "../routes.js";

export interface CatalogueAnswers {
	store: ModelStore;
	/** Answers built from the store (kept while the store's answers cannot change). */
	answers: AnswerCache;
	/** Answers of the catalogue alone, kept for the process's life. */
	fixed: AnswerCache;
}

export function catalogueRoutes(app: OpenAPIHono, { store, answers, fixed }: CatalogueAnswers): void {
	// Counts from the store's task facet; an upstream hub gives none, so its tasks come without counts.
	app.openapi(ROUTES.tasks, (c) =>
		sendAnswer(
			c,
			answers.answer("tasks", () => storeTaskSummaries(store)),
		),
	);
	app.openapi(ROUTES.task, (c) => {
		const { id } = c.req.valid("param");
		const task = getTask(id);
		if (!task) return sendError(c, 404, `unknown task: ${id}`, "id");
		// The example models by id; one the store lacks or cannot send now (an upstream hub's) is
		// listed without facts, `inCatalogue: false`.
		const page = async () => {
			const find = (model: string) => recordIfAny(store, model);
			const records = await exampleRecords(task, find);
			// Each example's fit base (an adapter's base model), looked up as the model page does.
			const bases = new Map(await Promise.all(records.map(async (m) => [m.id, await findFitBase(m, find)] as const)));
			return taskPageView(task, records, { fitsOn: fitsOnCommon, baseOf: (m) => bases.get(m.id) });
		};
		return sendAnswer(c, answers.answer(`task:${task.id}`, page));
	});
	app.openapi(ROUTES.libraries, (c) => sendAnswer(c, fixed.answer("libraries", librarySummaries)));
	app.openapi(ROUTES.library, (c) => {
		const { id } = c.req.valid("param");
		if (!getLibrary(id)) return sendError(c, 404, `unknown library: ${id}`, "id");
		return sendAnswer(
			c,
			answers.answer(`library:${id}`, () => libraryDetail(id, store)),
		);
	});
	app.openapi(ROUTES.localApps, (c) => sendAnswer(c, fixed.answer("local-apps", localAppSummaries)));
	app.openapi(ROUTES.hardware, (c) => sendAnswer(c, fixed.answer("hardware", hardwareList)));
}
