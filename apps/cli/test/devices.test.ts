import { hardwareList } from "@hubkit/hub-core";
import { describe, expect, it } from "vitest";
import { runCli as hubkit } from "./run-cli.js";

const GGUF = "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF";
const LIST = "run hubkit devices / GET /api/hardware for the list";

describe("hubkit devices", () => {
	it("lists every device with its memory, the memory a model may use and its bandwidth", async () => {
		const r = await hubkit(["devices"]);
		expect(r.code).toBe(0);
		expect(r.stderr).toBe("");
		const lines = r.stdout.split("\n");
		expect(lines[1]).toMatch(/^id\s+device\s+memory\s+usable\s+bandwidth$/);
		// Sizes in GB of 10⁹ bytes, as the page writes them: a "24 GB" card holds 24 GiB.
		expect(r.stdout).toMatch(/^rtx-4090\s+NVIDIA GeForce RTX 4090 24 GB\s+26 GB\s+26 GB\s+1008 GB\/s$/m);
		// A Mac's GPU may use three quarters of 128 GiB (96 GiB); a CPU machine leaves 2 GiB to the system.
		expect(r.stdout).toMatch(/^m4-max-128gb\s+.*\s+137 GB\s+103 GB\s+546 GB\/s$/m);
		expect(r.stdout).toMatch(/^cpu-16gb-ddr4\s+.*\s+17 GB\s+15 GB\s+51\.2 GB\/s$/m);
		expect(r.stdout).toMatch(/GB of 10⁹ bytes/);
		expect(r.stdout).toMatch(/^arc-b580\s+Intel Arc B580 12 GB\s+/m);
		for (const d of hardwareList()) expect(r.stdout).toMatch(new RegExp(`^${d.id}\\s`, "m"));
	});

	it("--json prints GET /api/hardware's rows", async () => {
		const r = await hubkit(["devices", "--json"]);
		expect(r.code).toBe(0);
		expect(JSON.parse(r.stdout)).toEqual(hardwareList());
		expect(JSON.parse(r.stdout)[0]).toHaveProperty("usableMemoryBytes");
	});

	it("has its help, and is in the main help", async () => {
		expect((await hubkit(["devices", "--help"])).stdout).toMatch(/^Usage: hubkit devices \[--json\]/);
		expect((await hubkit(["--help"])).stdout).toMatch(/hubkit devices\s+the devices/);
		expect((await hubkit(["help", "devices"])).stdout).toMatch(/^Usage: hubkit devices/);
	});

	it("refuses an argument with one line", async () => {
		const r = await hubkit(["devices", "rtx-4090"]);
		expect(r.code).toBe(2);
		expect(r.stderr).toBe("hubkit: devices takes no arguments (see hubkit devices --help)\n");
	});
});

describe("--device spellings and suggestions", () => {
	it("suggests the nearest id and where the list is, as the API does", async () => {
		const r = await hubkit(["fit", GGUF, "--device", "rtx-4909"]);
		expect(r.code).toBe(2);
		expect(r.stderr).toBe(`hubkit: --device: unknown device: rtx-4909 (did you mean rtx-4090? ${LIST})\n`);
		const models = await hubkit(["models", "--fits", "rtx-4909"]);
		expect(models.stderr).toContain(`unknown device: rtx-4909 (did you mean rtx-4090? ${LIST})`);
	});

	it("takes a loose spelling of one id", async () => {
		const r = await hubkit(["fit", GGUF, "--device", "RTX 4060", "--json"]);
		expect(r.code).toBe(0);
		expect(JSON.parse(r.stdout).device).toBe("rtx-4060");
	});
});

describe("--context with k and M", () => {
	it("reads 8k, 32K and 1M as 8192, 32768 and 1048576 tokens", async () => {
		for (const [text, tokens] of [
			["8k", 8192],
			["32K", 32_768],
			["1M", 1_048_576],
		] as const) {
			const r = await hubkit(["fit", GGUF, "--device", "rtx-4090", "--context", text, "--json"]);
			expect(r.code, text).toBe(0);
			expect(JSON.parse(r.stdout).context).toBe(tokens);
		}
		const k = await hubkit(["models", "--fits", "rtx-4060", "--context", "32k", "--json"]);
		const digits = await hubkit(["models", "--fits", "rtx-4060", "--context", "32768", "--json"]);
		expect(k.code).toBe(0);
		expect(k.stdout).toBe(digits.stdout);
	});

	it("refuses other forms, naming the accepted ones", async () => {
		for (const text of ["8.5k", "k", "-8k", "8kb"]) {
			const r = await hubkit(["fit", GGUF, `--context=${text}`]);
			expect(r.code, text).toBe(2);
			expect(r.stderr).toBe(
				"hubkit: --context must be a whole number of tokens from 1 to 10485760, in digits or with k or M (8k = 8192, 1M = 1048576)\n",
			);
		}
		expect((await hubkit(["fit", "--help"])).stdout).toMatch(/--context N .*8k, 32K, 1M/);
	});
});
