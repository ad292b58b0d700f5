/**
 * The device and context the "Run it locally" section and the models list's "runs on" filter use:
 * in the URL (`device`, `context`) so a link reproduces them, and the device also remembered in
 * the browser so the next model page opens on the same machine. Values are checked with hub-core's
 * own rules; a bad or outdated one is ignored, not an error.
 */
import { checkFitParams, DEFAULT_FIT_CONTEXT, DEFAULT_FIT_DEVICE } from "@hubkit/hub-core";

export const DEVICE_STORAGE_KEY = "hubkit.device";

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

/** The device and context of a model page: the URL's, else the remembered device, else the defaults. */
export function readFitState(params: URLSearchParams): { device: string; context: number } {
	return {
		device: validDevice(params.get("device")) ?? storedDevice() ?? DEFAULT_FIT_DEVICE,
		context: validContext(params.get("context")) ?? DEFAULT_FIT_CONTEXT,
	};
}

/** The context choices with `current` among them (a link's uneven value stays selectable). */
export function contextChoices(current: number): number[] {
	const all = new Set<number>([...CONTEXT_CHOICES, current]);
	return [...all].sort((a, b) => a - b);
}
