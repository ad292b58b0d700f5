/**
 * Where the models list is, as the URL holds it (the page's only state). A store that counts its
 * models pages by number (`page=3`). An upstream hub gives no total and pages by its own cursors,
 * so the URL keeps every cursor that led to the current page (`cursor=a&cursor=b`, the last one
 * being the current page's): Next appends the page's `next`, Previous drops the last, and reload,
 * back and forward need nothing but the URL.
 */
import type { ModelList } from "../../lib/types.js";

export interface Position {
	/** The page number; 1 while paging by cursor. */
	page: number;
	/** The cursors from the first page to this one (empty on the first page or with numbered pages). */
	cursors: readonly string[];
}

export const FIRST_PAGE: Position = { page: 1, cursors: [] };

export function readPosition(params: URLSearchParams): Position {
	const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
	return { page, cursors: params.getAll("cursor").filter((c) => c !== "") };
}

/** `params` with the list at `position`; the first page writes nothing. */
export function withPosition(params: URLSearchParams, position: Position): URLSearchParams {
	const next = new URLSearchParams(params);
	next.delete("page");
	next.delete("cursor");
	if (position.page > 1) next.set("page", String(position.page));
	for (const cursor of position.cursors) next.append("cursor", cursor);
	return next;
}

/** The API's paging parameter for `position`: the current page's cursor, or an offset. */
export function pagingQuery(position: Position, pageSize: number): { cursor: string } | { offset: string } {
	const cursor = position.cursors.at(-1);
	return cursor === undefined ? { offset: String((position.page - 1) * pageSize) } : { cursor };
}

/** Whether `list` pages by cursor: its store gives no total (an upstream hub). */
export const pagesByCursor = (list: ModelList): boolean => list.total === undefined;

/** How many numbered pages `list` has (at least one). */
export const pageCount = (list: ModelList, pageSize: number): number =>
	Math.max(1, Math.ceil((list.total ?? list.models.length) / pageSize));
