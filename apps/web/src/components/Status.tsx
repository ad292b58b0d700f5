/** Loading, error and not-found views shared by every page. */
import { Link } from "react-router";
import { ApiError } from "../lib/api.js";
import { useTitle } from "../lib/title.js";

export function Loading({ what }: { what: string }) {
	return (
		<p className="status" role="status">
			Loading {what}…
		</p>
	);
}

export function NotFound({ what = "page" }: { what?: string }) {
	useTitle("Not found");
	return (
		<section className="not-found">
			<h1>404: {what} not found</h1>
			<p>
				There is no {what} at this address. <Link to="/">Go to the home page</Link>.
			</p>
		</section>
	);
}

/** An API failure: a 404 becomes the not-found page, anything else an error message. */
export function Failure({ error, what }: { error: Error; what: string }) {
	if (error instanceof ApiError && error.status === 404) return <NotFound what={what} />;
	return (
		<div className="error" role="alert">
			<h1>Could not load the {what}</h1>
			<p>{error.message}</p>
		</div>
	);
}

/** The catch-all route. */
export function NotFoundPage() {
	return <NotFound />;
}
