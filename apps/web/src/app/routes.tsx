/**
 * The route table. Every page is a lazy chunk, so the home route ships only the router, the
 * layout and the home page; task data, generators and grammars load with the page that needs them.
 */
import type { RouteObject } from "react-router";
import { Layout, RouteError } from "./Layout.js";

export const routes: RouteObject[] = [
	{
		path: "/",
		Component: Layout,
		ErrorBoundary: RouteError,
		HydrateFallback: () => null,
		children: [
			{ index: true, lazy: () => import("../features/home/HomePage.js").then((m) => ({ Component: m.HomePage })) },
			{
				path: "tasks/:id",
				lazy: () => import("../features/tasks/TaskPage.js").then((m) => ({ Component: m.TaskPage })),
			},
			{
				path: "libraries",
				lazy: () => import("../features/libraries/LibrariesPage.js").then((m) => ({ Component: m.LibrariesPage })),
			},
			{
				path: "libraries/:id",
				lazy: () => import("../features/libraries/LibraryPage.js").then((m) => ({ Component: m.LibraryPage })),
			},
			{
				path: "models",
				lazy: () => import("../features/models/ModelsPage.js").then((m) => ({ Component: m.ModelsPage })),
			},
			{
				path: "models/:owner/:name",
				lazy: () => import("../features/models/ModelPage.js").then((m) => ({ Component: m.ModelPage })),
			},
			{
				path: "compare",
				lazy: () => import("../features/compare/ComparePage.js").then((m) => ({ Component: m.ComparePage })),
			},
			{
				path: "leaderboards",
				lazy: () =>
					import("../features/leaderboards/LeaderboardsPage.js").then((m) => ({ Component: m.LeaderboardsPage })),
			},
			{
				path: "playground",
				lazy: () => import("../features/playground/PlaygroundPage.js").then((m) => ({ Component: m.PlaygroundPage })),
			},
			{ path: "*", lazy: () => import("../components/Status.js").then((m) => ({ Component: m.NotFoundPage })) },
		],
	},
];
