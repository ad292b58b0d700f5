/**
 * The order devices are listed in where a reader looks for their own machine (the "runs on"
 * facet's chips): by kind, then memory, smallest first. One function, from the device catalogue's
 * own fields (kind, label, memory), so the API's facet, the CLI and the web list them alike;
 * anything else the facet holds ("size-unknown") comes after the devices.
 */
import { DEVICES, type Device, getDevice } from "@hubkit/catalog/hardware";

/** The kinds, in the order they are listed: GPUs people own before the machines they rent. */
export const DEVICE_GROUPS = ["GeForce", "data centre", "AMD", "Intel", "other GPU", "Apple", "CPU"] as const;
export type DeviceGroup = (typeof DEVICE_GROUPS)[number];

/** A device's group: a GPU's maker's line is read from its label, as the catalogue names it. */
export function deviceGroup(device: Pick<Device, "kind" | "label">): DeviceGroup {
	if (device.kind === "apple") return "Apple";
	if (device.kind === "cpu") return "CPU";
	if (/\bGeForce\b/.test(device.label)) return "GeForce";
	if (/^NVIDIA\b/.test(device.label)) return "data centre";
	if (/^AMD\b/.test(device.label)) return "AMD";
	if (/^Intel\b/.test(device.label)) return "Intel";
	return "other GPU";
}

const place = new Map(DEVICES.map((d, i) => [d.id, i]));

/**
 * Compares two device ids: by group (DEVICE_GROUPS), then memory (smallest first), then the
 * catalogue's own order; an id the catalogue lacks after every device.
 */
export function compareDeviceIds(a: string, b: string): number {
	const da = getDevice(a);
	const db = getDevice(b);
	if (!da || !db) return (da ? 0 : 1) - (db ? 0 : 1) || (a < b ? -1 : a > b ? 1 : 0);
	return (
		DEVICE_GROUPS.indexOf(deviceGroup(da)) - DEVICE_GROUPS.indexOf(deviceGroup(db)) ||
		da.memoryBytes - db.memoryBytes ||
		(place.get(a) as number) - (place.get(b) as number)
	);
}
