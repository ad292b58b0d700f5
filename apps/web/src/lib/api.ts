/**
 * Reading the hub's API: one typed `getJson`, and `useApi`, a hook that fetches a URL, aborts
 * when the component leaves or the URL changes, and reports loading, data or error.
 */
import { useEffect, useState } from "react";

export class ApiError extends Error {
	constructor(
		readonly status: number,
		message: string,
	) {
		super(message);
		this.name = "ApiError";
	}
}

export async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
	const res = await fetch(url, { ...init, headers: { Accept: "application/json", ...init?.headers } });
	if (!res.ok) {
		let message = `${res.status} ${res.statusText}`;
		try {
			const body = (await res.json()) as { error?: unknown };
			if (typeof body.error === "string") message = body.error;
		} catch {
			// The body was not JSON; the status line says enough.
		}
		throw new ApiError(res.status, message);
	}
	return (await res.json()) as T;
}

export type ApiState<T> =
	| { status: "loading"; data?: undefined; error?: undefined }
	| { status: "ok"; data: T; error?: undefined }
	| { status: "error"; data?: undefined; error: ApiError | Error };

/** Fetches `url` (nothing when it is null) and re-fetches when it changes. */
export function useApi<T>(url: string | null): ApiState<T> {
	const [state, setState] = useState<{ url: string | null; value: ApiState<T> }>({
		url,
		value: { status: "loading" },
	});
	useEffect(() => {
		if (url === null) return;
		const controller = new AbortController();
		setState({ url, value: { status: "loading" } });
		getJson<T>(url, { signal: controller.signal }).then(
			(data) => setState({ url, value: { status: "ok", data } }),
			(error: unknown) => {
				if (controller.signal.aborted) return;
				setState({ url, value: { status: "error", error: error instanceof Error ? error : new Error(String(error)) } });
			},
		);
		return () => controller.abort();
	}, [url]);
	// A render after the URL changed but before the effect ran must not show the old data.
	return state.url === url ? state.value : { status: "loading" };
}

/** Encodes a model id (`owner/name`) for an API path, keeping the slash between the two parts. */
export function modelPath(id: string): string {
	return id.split("/").map(encodeURIComponent).join("/");
}

export interface LatestState<T> {
	/** The answer of the newest URL that answered; kept while a newer URL is on its way. */
	data?: T;
	/** Whether the current URL's answer is still on its way. */
	pending: boolean;
	/** The current URL's failure, if it failed. */
	error?: ApiError | Error;
}

/**
 * Like useApi, but keeps the last answer on screen while the next URL loads (a panel whose options
 * change the URL should not blank out on every change).
 */
export function useLatestApi<T>(url: string | null): LatestState<T> {
	const current = useApi<T>(url);
	const [last, setLast] = useState<T | undefined>(undefined);
	useEffect(() => {
		if (current.status === "ok") setLast(current.data);
	}, [current.status, current.data]);
	if (current.status === "ok") return { data: current.data, pending: false };
	return { data: last, pending: current.status === "loading", error: current.error };
}
