/**
 * Robot policies loaded by the robot's own daemon: Microduck (Pollen Robotics). The command and
 * the slot tag follow the policy repositories' model cards (`robotctl policy load SLOT REPO`,
 * the slot named by a `microduck-slot:<slot>` tag).
 */
import { lines } from "../../code/lines.js";
import * as sh from "../../code/sh.js";
import type { ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { tagsOf } from "./helpers.js";

const SLOT_TAG = "microduck-slot:";

/** The policy slot the card names in a `microduck-slot:` tag, if any. */
export function microduckSlot(model: Pick<ModelRecord, "tags">): string | undefined {
	const tag = tagsOf(model).find((t) => t.startsWith(SLOT_TAG) && t.length > SLOT_TAG.length);
	return tag?.slice(SLOT_TAG.length);
}

const microduck: LibrarySnippets = (model) => {
	const slot = microduckSlot(model);
	const out = lines().add("# on the Microduck robot; the observation normalizer is baked into policy.onnx");
	if (slot === undefined)
		out.add("# replace walk with the slot the model card names (walk, stand, sitstand, ground_pick, kick_left, ...)");
	return [out.add(`sudo robotctl policy load ${sh.str(slot ?? "walk")} ${sh.str(String(model.id))}`).toString()];
};

export const ROBOTICS_TOOLS_SNIPPETS: Record<string, LibrarySnippets> = {
	microduck,
};
