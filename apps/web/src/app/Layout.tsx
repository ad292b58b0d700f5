/** The frame of every page: skip link, header navigation, main area, footer. */
import { isRouteErrorResponse, NavLink, Outlet, useNavigation, useRouteError } from "react-router";

const NAV = [
	{ to: "/", label: "Tasks", end: true },
	{ to: "/models", label: "Models", end: false },
	{ to: "/libraries", label: "Libraries", end: false },
	{ to: "/playground", label: "Playground", end: false },
];

function Header() {
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
							<NavLink to={item.to} end={item.end}>
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
