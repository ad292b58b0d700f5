/**
 * The device, context and system RAM the "Run it locally" section and the models list's "runs on"
 * filter use: in the URL (`device`, `context`, `ram`) so a link reproduces them, and the device and
 * the RAM also remembered in the browser so the next model page opens on the same machine. Values
 * are checked with hub-core's own rules; a bad or outdated one is ignored, not an error.
 */
import { checkFitParams, DEFAULT_FIT_CONTEXT, DEFAULT_FIT_DEVICE, DEFAULT_RAM_GB, readRam } from "@hubkit/hub-core";

export const DEVICE_STORAGE_KEY = "hubkit.device";
export const RAM_STORAGE_KEY = "hubkit.ram";

/** System RAM amounts offered in the picker, in GB as RAM is sold (a link may carry any other valid one). */
export const RAM_CHOICES = [8, 16, 32, 64, 128] as const;

export function validRam(value: string | null | undefined): number | undefined {
	if (!value) return undefined;
	return readRam(value);
}

export function storedRam(): number | undefined {
	try {
		return validRam(globalThis.localStorage?.getItem(RAM_STORAGE_KEY));
	} catch {
		return undefined;
	}
}

export function rememberRam(gb: number): void {
	try {
		globalThis.localStorage?.setItem(RAM_STORAGE_KEY, String(gb));
	} catch {
		// Not remembered; nothing else depends on it.
	}
}

/** The RAM choices with `current` among them (a link's other value stays selectable). */
export function ramChoices(current: number): number[] {
	return [...new Set<number>([...RAM_CHOICES, current])].sort((a, b) => a - b);
}

/** Context lengths offered in the pickers (a link may carry any other valid one). */
export const CONTEXT_CHOICES = [2048, 4096, 8192, 16384, 32768, 65536, 131072, 262144, 1048576] as const;

export function validDevice(id: string | null | undefined): string | undefined {
	if (!id) return undefined;
	// A link may spell the device loosely (`RTX 4090`): the picker and the requests use its id.
	const check = checkFitParams({ device: id });
	return check.ok ? check.value.device.id : undefined;
}

export function validContext(value: string | null | undefined): number | undefined {
	if (!value) return undefined;
	const check = checkFitParams({ context: value });
	return check.ok ? check.value.context : undefined;
}

export function storedDevice(): string | undefined {
	try {
		return validDevice(globalThis.localStorage?.getItem(DEVICE_STORAGE_KEY));
	} catch {
		// Storage may be disabled (privacy settings): the URL and the default still work.
		return undefined;
	}
}

export function rememberDevice(id: string): void {
	try {
		globalThis.localStorage?.setItem(DEVICE_STORAGE_KEY, id);
	} catch {
		// Not remembered; nothing else depends on it.
	}
}

/**
 * The device, context and RAM of a model page: the URL's, else the remembered device and RAM, else
 * the defaults (DEFAULT_RAM_GB, the host the API assumes when a request names no `ram`).
 */
export function readFitState(params: URLSearchParams): { device: string; context: number; ram: number } {
	return {
		device: validDevice(params.get("device")) ?? storedDevice() ?? DEFAULT_FIT_DEVICE,
		context: validContext(params.get("context")) ?? DEFAULT_FIT_CONTEXT,
		ram: validRam(params.get("ram")) ?? storedRam() ?? DEFAULT_RAM_GB,
	};
}

/** The context choices with `current` among them (a link's uneven value stays selectable). */
export function contextChoices(current: number): number[] {
	const all = new Set<number>([...CONTEXT_CHOICES, current]);
	return [...all].sort((a, b) => a - b);
}
