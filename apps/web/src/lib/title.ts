import { useEffect } from "react";

/** Sets the document title to "<page> · Hubkit". */
export function useTitle(page: string | undefined): void {
	useEffect(() => {
		document.title = page ? `${page} · Hubkit` : "Hubkit";
	}, [page]);
}
