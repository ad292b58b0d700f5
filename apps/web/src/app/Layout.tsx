/** The frame of every page: skip link, header navigation, main area, footer. */
import { isRouteErrorResponse, NavLink, Outlet, useLocation, useNavigation, useRouteError } from "react-router";

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

export function Layout() {
	const navigation = useNavigation();
	return (
		<>
			<Header />
			<main id="main" tabIndex={-1} aria-busy={navigation.state === "loading"}>
				<Outlet />
			</main>
			<footer className="site-footer">
				<p>Hubkit: the catalogue and “use this model” engine of a model hub. Download and like counts are samples.</p>
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
