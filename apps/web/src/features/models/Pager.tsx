/**
 * Previous and Next under the models list: numbered pages when the store gives a total, and
 * Previous / Next alone (no page numbers, which an upstream hub cannot give) when it pages by
 * cursor. See paging.ts for how the URL holds the position.
 */
import type { ModelList } from "../../lib/types.js";
import { type Position, pageCount, pagesByCursor } from "./paging.js";

export function Pager({
	list,
	position,
	pageSize,
	go,
}: {
	list: ModelList;
	position: Position;
	pageSize: number;
	go: (position: Position) => void;
}) {
	if (pagesByCursor(list)) {
		const { cursors } = position;
		const next = list.next;
		return (
			<nav className="pager" aria-label="Pages">
				<button
					type="button"
					disabled={cursors.length === 0}
					onClick={() => go({ page: 1, cursors: cursors.slice(0, -1) })}
				>
					Previous
				</button>
				<button
					type="button"
					disabled={next === undefined}
					onClick={() => next !== undefined && go({ page: 1, cursors: [...cursors, next] })}
				>
					Next
				</button>
			</nav>
		);
	}
	const pages = pageCount(list, pageSize);
	const page = Math.min(position.page, pages);
	return (
		<nav className="pager" aria-label="Pages">
			<button type="button" disabled={page <= 1} onClick={() => go({ page: page - 1, cursors: [] })}>
				Previous
			</button>
			<span>
				Page {page} of {pages}
			</span>
			<button type="button" disabled={page >= pages} onClick={() => go({ page: page + 1, cursors: [] })}>
				Next
			</button>
		</nav>
	);
}
