import { hardwareList } from "@hubkit/hub-core";
import { describe, expect, it } from "vitest";
import { runCli as hubkit } from "./run-cli.js";

describe("hubkit devices", () => {
	it("lists every device with its memory, the memory a model may use and its bandwidth", async () => {
		const r = await hubkit(["devices"]);
		expect(r.code).toBe(0);
		expect(r.stderr).toBe("");
		const lines = r.stdout.split("\n");
		expect(lines[1]).toMatch(/^id\s+device\s+memory\s+usable\s+bandwidth$/);
		expect(r.stdout).toMatch(/^rtx-4090\s+NVIDIA GeForce RTX 4090 24 GB\s+24\.0 GB\s+24\.0 GB\s+1008 GB\/s$/m);
		// A Mac's GPU may use three quarters of 128 GB; a CPU machine leaves 2 GiB to the system.
		expect(r.stdout).toMatch(/^m4-max-128gb\s+.*\s+128 GB\s+96\.0 GB\s+546 GB\/s$/m);
		expect(r.stdout).toMatch(/^cpu-16gb-ddr4\s+.*\s+16\.0 GB\s+14\.0 GB\s+51\.2 GB\/s$/m);
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
