import { useEffect, useState } from "react";

export type Engine = typeof import("./engine.js");

let pending: Promise<Engine> | undefined;

/**
 * Loads the in-page inference engine chunk once per page, when `wanted`; null until it has
 * arrived (or while not wanted), an Error if it failed.
 */
export function useEngine(wanted = true): Engine | Error | null {
	const [engine, setEngine] = useState<Engine | Error | null>(null);
	useEffect(() => {
		if (!wanted) return;
		let live = true;
		pending ??= import("./engine.js");
		pending.then(
			(m) => {
				if (live) setEngine(m);
			},
			(e: unknown) => {
				// A failed chunk load (network, new deployment) may succeed on a later try.
				pending = undefined;
				if (live) setEngine(e instanceof Error ? e : new Error(String(e)));
			},
		);
		return () => {
			live = false;
		};
	}, [wanted]);
	return wanted ? engine : null;
}
