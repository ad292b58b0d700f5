/** `hubkit providers <id>`: the LLM columns only for a model some provider serves as a chat API. */
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";

describe("hubkit providers", () => {
	it("compares an image model's providers without token prices, context or tool columns", async () => {
		const { code, stdout } = await runCli(["providers", "black-forest-labs/FLUX.1-dev"]);
		expect(code).toBe(0);
		const header = stdout.split("\n")[1] ?? "";
		expect(header).toMatch(/^provider\s+status\s+price\s+as of/);
		expect(stdout).not.toMatch(/blended|structured|token prices/);
	});

	it("keeps them for a chat model", async () => {
		const { code, stdout } = await runCli(["providers", "openai/gpt-oss-120b"]);
		expect(code).toBe(0);
		expect(stdout.split("\n")[1]).toMatch(/blended 3:1\s+context\s+first token, speed\s+tools\s+structured/);
	});
});
