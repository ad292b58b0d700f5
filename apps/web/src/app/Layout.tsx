/** The frame of every page: skip link, header navigation, main area, footer. */
import { isRouteErrorResponse, NavLink, Outlet, useLocation, useNavigation, useRouteError } from "react-router";
import { useApi } from "../lib/api.js";
import type { HubHealth } from "../lib/types.js";

interface NavItem {
	to: string;
	label: string;
	end: boolean;
	/** Other paths that belong to the section: the task list is the home page, its pages are /tasks/…. */
	also?: string;
}

const NAV: readonly NavItem[] = [
	{ to: "/", label: "Tasks", end: true, also: "/tasks/" },
	{ to: "/models", label: "Models", end: false },
	{ to: "/libraries", label: "Libraries", end: false },
	{ to: "/leaderboards", label: "Leaderboards", end: false },
	{ to: "/playground", label: "Playground", end: false },
];

function Header() {
	const { pathname } = useLocation();
	return (
		<header className="site-header">
			<a className="skip" href="#main">
				Skip to content
			</a>
			<NavLink to="/" className="brand" end>
				Hubkit
			</NavLink>
			<nav aria-label="Main">
				<ul>
					{NAV.map((item) => (
						<li key={item.to}>
							<NavLink
								to={item.to}
								end={item.end}
								className={({ isActive }) =>
									isActive || (item.also && pathname.startsWith(item.also)) ? "active" : undefined
								}
							>
								{item.label}
							</NavLink>
						</li>
					))}
				</ul>
			</nav>
		</header>
	);
}

/**
 * Where the models come from: the embedded samples' counts are made up, which the footer says; a
 * catalogue of one's own or an upstream hub has real ones, and the footer says nothing of them.
 */
function Source() {
	const health = useApi<HubHealth>("/api/health");
	return health.data?.source === "embedded"
		? " The models are samples: their download and like counts are made up."
		: "";
}

export function Layout() {
	const navigation = useNavigation();
	return (
		<>
			<Header />
			<main id="main" tabIndex={-1} aria-busy={navigation.state === "loading"}>
				<Outlet />
			</main>
			<footer className="site-footer">
				<p>
					Hubkit: the catalogue and “use this model” engine of a model hub.
					<Source />
				</p>
			</footer>
		</>
	);
}

export function RouteError() {
	const error = useRouteError();
	const message = isRouteErrorResponse(error)
		? `${error.status} ${error.statusText}`
		: error instanceof Error
			? error.message
			: "Something went wrong.";
	return (
		<>
			<Header />
			<main id="main" tabIndex={-1}>
				<div className="error" role="alert">
					<h1>This page failed</h1>
					<p>{message}</p>
				</div>
			</main>
		</>
	);
}
