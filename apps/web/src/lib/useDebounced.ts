import { useEffect, useState } from "react";

/** `value`, updated only after it has stopped changing for `ms` milliseconds. */
export function useDebounced<T>(value: T, ms = 200): T {
	const [current, setCurrent] = useState(value);
	useEffect(() => {
		const t = setTimeout(() => setCurrent(value), ms);
		return () => clearTimeout(t);
	}, [value, ms]);
	return current;
}
