// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { readFitState } from "../src/features/fit/fitState.js";

describe("a link's device and context", () => {
	it("reads a loose spelling of one device id as that id, and a context with k or M", () => {
		expect(readFitState(new URLSearchParams("device=RTX%204060&context=32k"))).toMatchObject({
			device: "rtx-4060",
			context: 32_768,
		});
		expect(readFitState(new URLSearchParams("device=rtx-4090&context=1M")).context).toBe(1_048_576);
	});
});
