/**
 * The fit of a model page: the device and context (in the URL, the device also remembered), the
 * estimate of every weight option, and the recommended one. Read once on the page, so that the
 * "Run it locally" table and the local-app commands below it follow the same recommendation.
 */
import type { ModelRecord } from "@hubkit/catalog";
import {
	type Device,
	type Estimate,
	estimateModel,
	getDevice,
	type ModelArchitecture,
	modelArchitecture,
} from "@hubkit/catalog/hardware";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { readFitState, rememberDevice } from "./fitState.js";
import { recommendOption } from "./recommendation.js";

export interface FitPatch {
	device?: string;
	context?: number;
}

export interface PageFit {
	deviceId: string;
	context: number;
	device: Device | undefined;
	arch: ModelArchitecture | undefined;
	/** Every weight option on the device at the context (none without a device or a record). */
	estimates: Estimate[];
	recommended: Estimate | undefined;
	update: (patch: FitPatch) => void;
}

export function useFit(model: ModelRecord | undefined): PageFit {
	const [params, setParams] = useSearchParams();
	const { device: deviceId, context } = readFitState(params);
	const update = useCallback(
		(patch: FitPatch) => {
			if (patch.device) rememberDevice(patch.device);
			setParams(
				(current) => {
					const next = new URLSearchParams(current);
					if (patch.device) next.set("device", patch.device);
					if (patch.context) next.set("context", String(patch.context));
					return next;
				},
				{ replace: true },
			);
		},
		[setParams],
	);
	const device = getDevice(deviceId);
	const arch = useMemo(() => (model ? modelArchitecture(model) : undefined), [model]);
	const estimates = useMemo(
		() => (model && device ? estimateModel(model, device, { context }) : []),
		[model, device, context],
	);
	const recommended = useMemo(() => (device ? recommendOption(estimates, device) : undefined), [estimates, device]);
	return { deviceId, context, device, arch, estimates, recommended, update };
}
