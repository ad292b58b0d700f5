/**
 * The lab's client lists come from the client descriptors (packages/inference-snippets
 * targets/<language>/<client>/): a client added there with its flags is run and type-checked
 * without a list to edit here.
 */
import { TARGETS } from "@hubkit/inference-snippets";
import { describe, expect, it } from "vitest";
import { EXECUTED_CLIENTS } from "../src/exec/execute.js";
import { isTypechecked, TYPECHECKED_CLIENTS } from "../src/typecheck.js";

const key = (t: { language: string; client: string }) => `${t.language}/${t.client}`;

describe("the lab's client lists", () => {
	it("are the descriptors' own flags", () => {
		expect(TYPECHECKED_CLIENTS).toEqual(new Set(TARGETS.filter((t) => t.typecheckedByLab).map(key)));
		expect(EXECUTED_CLIENTS).toEqual(new Set(TARGETS.filter((t) => t.executedByLab).map(key)));
		for (const t of TARGETS) expect(isTypechecked(t), key(t)).toBe(t.typecheckedByLab);
	});

	it("type-check only languages with a checker, and nothing the lab cannot install", () => {
		for (const t of TARGETS.filter((t) => t.typecheckedByLab)) expect(["js", "python"]).toContain(t.language);
		expect(TYPECHECKED_CLIENTS.has("python/fal_client")).toBe(false);
		expect(EXECUTED_CLIENTS.has("python/fal_client")).toBe(false);
	});
});
