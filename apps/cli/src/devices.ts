/**
 * `hubkit devices`: the devices `hubkit fit --device` and `hubkit models --fits` know, as
 * GET /api/hardware lists them (hub-core's hardwareList), with the memory a model may use.
 */
import { formatBytes, hardwareList } from "@hubkit/hub-core";
import { COMMON_OPTIONS, parse } from "./args.js";
import { UsageError } from "./errors.js";
import { table } from "./render.js";
import type { Style } from "./style.js";

export const DEVICES_HELP = `Usage: hubkit devices [--json]

The devices hubkit fit --device and hubkit models --fits take (the list of GET /api/hardware):
id, name, memory, the memory a model may use of it (a Mac's GPU share of unified memory, a
CPU-only machine's RAM after 2 GiB for the system; a GPU's whole memory), both in GB of 10⁹
bytes, and memory bandwidth.
An id may also be written in other case, with spaces or without dashes: "RTX 4090" is rtx-4090.

Options:
  --json   print JSON: [{ id, label, kind, memoryBytes, usableMemoryBytes, bandwidthGBps }]

Examples:
  hubkit devices
  hubkit devices --json
`;

/** Sizes are written as the page and `hubkit fit` write them (hub-core's formatBytes), not as makers label cards. */
const SIZES_NOTE = "Sizes in GB of 10⁹ bytes, as file sizes are written: a card sold as 24 GB holds 24 GiB, 26 GB.";

export function devices(args: string[], style: Style): string {
	const { values, positionals } = parse(args, COMMON_OPTIONS);
	if (values.help) return DEVICES_HELP;
	if (positionals.length > 0) throw new UsageError("devices takes no arguments (see hubkit devices --help)");
	const list = hardwareList();
	if (values.json) return `${JSON.stringify(list, null, 2)}\n`;
	const head = ["id", "device", "memory", "usable", "bandwidth"].map((text) => ({ text, style: style.dim }));
	const rows = list.map((d) => [
		d.id,
		d.label,
		formatBytes(d.memoryBytes),
		formatBytes(d.usableMemoryBytes),
		`${d.bandwidthGBps} GB/s`,
	]);
	return `${style.bold(`Devices (${list.length})`)}\n${table([head, ...rows], style)}\n${style.dim(SIZES_NOTE)}\n`;
}
