/**
 * The fit of a model page: the device, context and system RAM (in the URL, the device and RAM also
 * remembered), the estimate of every weight option, and the recommended one (the catalogue's
 * `recommend`, as the API's). Read once on the page, so that the "Run it locally" table and the
 * local-app commands below it follow the same recommendation.
 */
import type { ModelRecord } from "@hubkit/catalog";
import {
	type Device,
	type Estimate,
	estimateModel,
	type FitUnits,
	fitArchitecture,
	fitUnits,
	getDevice,
	hostWithRam,
	type ModelArchitecture,
	recommend,
} from "@hubkit/catalog/hardware";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { readFitState, rememberDevice, rememberRam } from "./fitState.js";

export interface FitPatch {
	device?: string;
	context?: number;
	ram?: number;
}

export interface PageFit {
	deviceId: string;
	context: number;
	/** GB of system RAM a GPU's offloaded layers go to. */
	ram: number;
	/** `tokens`, or `memory` for a model that does not generate tokens (no context or speed). */
	units: FitUnits;
	device: Device | undefined;
	arch: ModelArchitecture | undefined;
	/** Every weight option on the device at the context (none without a device or a record). */
	estimates: Estimate[];
	recommended: Estimate | undefined;
	update: (patch: FitPatch) => void;
}

/** `base`: for an adapter, the record its `base_model:adapter:` tag names, when the catalogue has it (sized on it). */
export function useFit(model: ModelRecord | undefined, base?: ModelRecord): PageFit {
	const [params, setParams] = useSearchParams();
	const { device: deviceId, context, ram } = readFitState(params);
	const update = useCallback(
		(patch: FitPatch) => {
			if (patch.device) rememberDevice(patch.device);
			if (patch.ram) rememberRam(patch.ram);
			setParams(
				(current) => {
					const next = new URLSearchParams(current);
					if (patch.device) next.set("device", patch.device);
					if (patch.context) next.set("context", String(patch.context));
					if (patch.ram) next.set("ram", String(patch.ram));
					return next;
				},
				{ replace: true },
			);
		},
		[setParams],
	);
	const device = getDevice(deviceId);
	const arch = useMemo(() => (model ? fitArchitecture(model, base) : undefined), [model, base]);
	const units = model ? fitUnits(model) : "memory";
	const estimates = useMemo(
		() => (model && device ? estimateModel(model, device, { context, host: hostWithRam(ram) }, base) : []),
		[model, device, context, ram, base],
	);
	const recommended = useMemo(() => recommend(estimates), [estimates]);
	return {
		deviceId,
		context,
		ram,
		units,
		device,
		arch,
		estimates,
		recommended,
		update,
	};
}
