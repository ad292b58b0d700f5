import { describe, expect, it } from "vitest";
import { type Device, getDevice, llamaCppLayout, modelArchitecture } from "../src/hardware/index.js";

const GiB = 2 ** 30;
const MiB = 2 ** 20;
const device = (id: string): Device => {
	const d = getDevice(id);
	if (!d) throw new Error(`no device ${id}`);
	return d;
};

describe("devices people ask for", () => {
	// id, memory (GiB), bandwidth (GB/s): the makers' figures (devices.ts cites each page).
	const asked: [string, number, number][] = [
		["rtx-2060", 6, 336],
		["rtx-2070", 8, 448],
		["rtx-2080-ti", 11, 616],
		["rtx-3060-12gb", 12, 360],
		["rtx-3060-ti", 8, 448],
		["rtx-3070", 8, 448],
		["rtx-4060-laptop", 8, 256],
		["rtx-4070-laptop", 8, 256],
		["rtx-4090-laptop", 16, 576],
		["arc-a770-16gb", 16, 560],
		["arc-b580", 12, 456],
	];
	for (const [id, memGB, bandwidth] of asked) {
		it(`has ${id}: ${memGB} GB at ${bandwidth} GB/s, from its maker's page with a date`, () => {
			const d = device(id);
			expect(d).toMatchObject({ kind: "gpu", memoryBytes: memGB * GiB, bandwidthGBps: bandwidth });
			expect(d.source).toMatch(/^https:\/\/www\.(nvidia|intel)\.com\//);
			expect(d.label).toContain(`${memGB} GB`);
			if (d.id !== "rtx-3060-12gb") expect(d.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
		});
	}

	it("gives an Intel Arc card the discrete GPU's runtime allowance, not the Metal/CPU one", () => {
		const arch = modelArchitecture({ id: "a/b", config: { num_hidden_layers: 32 } });
		for (const id of ["arc-a770-16gb", "arc-b580"]) {
			expect(llamaCppLayout(arch, "Q4_K_M", 4 * GiB, 0, device(id).kind).runtimeBytes).toBe((518 + 86) * MiB);
		}
	});
});
