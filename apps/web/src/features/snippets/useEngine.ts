import { useEffect, useState } from "react";

export type Engine = typeof import("./engine.js");

let pending: Promise<Engine> | undefined;

/** Loads the inference engine chunk once per page; null until it has arrived. */
export function useEngine(): Engine | null {
	const [engine, setEngine] = useState<Engine | null>(null);
	useEffect(() => {
		let live = true;
		pending ??= import("./engine.js");
		pending.then((m) => {
			if (live) setEngine(m);
		});
		return () => {
			live = false;
		};
	}, []);
	return engine;
}
