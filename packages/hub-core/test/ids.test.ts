import { describe, expect, it } from "vitest";
import { modelIdProblem } from "../src/ids.js";

describe("modelIdProblem", () => {
	it("accepts owner/name ids and bare names", () => {
		for (const id of ["meta-llama/Llama-3.1-8B-Instruct", "a/b", "gpt2", "o/.hidden", "Org_1/x..y"]) {
			expect(modelIdProblem(id), id).toBeUndefined();
		}
	});

	it("refuses ids that would name another hub endpoint or path", () => {
		expect(modelIdProblem("ok/..")).toEqual({ field: "name", error: "name cannot be '.' or '..'" });
		expect(modelIdProblem("ok/.")).toEqual({ field: "name", error: "name cannot be '.' or '..'" });
		expect(modelIdProblem("..")?.field).toBe("name");
		expect(modelIdProblem("a/b/c")?.error).toBe("a model id is owner/name, with one '/'");
		expect(modelIdProblem(".x/y")?.field).toBe("owner");
		expect(modelIdProblem("a/b?c")?.field).toBe("name");
		expect(modelIdProblem("a/b%2F")?.field).toBe("name");
		expect(modelIdProblem(`a/${"x".repeat(97)}`)?.error).toBe("name is longer than 96 characters");
		expect(modelIdProblem("")?.field).toBe("name");
	});
});
