/**
 * A model record by the id of a path, from the store (the catalogue's, or an upstream hub's with
 * its own cache and breaker: hub-core upstream-store.ts).
 */
import type { ModelRecord } from "@hubkit/catalog";
import { type ModelStore, StoreError } from "@hubkit/hub-core";
import type { Context } from "hono";
import { sendError, sendStoreError } from "./http.js";

/** The record of a validated model path, or the answer when there is none: 404 naming `model`, or the store's failure (502). */
export async function recordOrAnswer(
	c: Context,
	store: ModelStore,
	params: { owner: string; name: string },
): Promise<ModelRecord | Response> {
	const id = `${params.owner}/${params.name}`;
	try {
		return (await store.get(id)) ?? sendError(c, 404, `model not found: ${id}`, "model");
	} catch (e) {
		return sendStoreError(c, e);
	}
}

/** The record of `id`, or undefined when the store has none or could not send it now (a page then lists it without facts). */
export async function recordIfAny(store: ModelStore, id: string): Promise<ModelRecord | undefined> {
	try {
		return await store.get(id);
	} catch (e) {
		if (e instanceof StoreError) return undefined;
		throw e;
	}
}
