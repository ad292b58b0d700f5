/**
 * The local-apps tab: for a GGUF repository, a file picker whose choice regenerates the apps'
 * commands in the page (the local-app generators load on first pick); otherwise the API's answer.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { useEffect, useId, useState } from "react";
import type { LocalAppView } from "../../lib/types.js";
import { ggufFiles } from "./gguf.js";
import { LocalApps } from "./LocalApps.js";
import type { PanelState } from "./panelState.js";

type LocalEngine = typeof import("./localEngine.js");
let pending: Promise<LocalEngine> | undefined;

export function LocalAppsTab({
	model,
	apps,
	state,
	update,
}: {
	model: ModelRecord;
	apps: readonly LocalAppView[];
	state: PanelState;
	update: (patch: Partial<PanelState>) => void;
}) {
	const files = ggufFiles(model);
	const file = state.file && files.includes(state.file) ? state.file : undefined;
	const [engine, setEngine] = useState<LocalEngine | null>(null);
	const fileId = useId();
	useEffect(() => {
		if (!file || engine) return;
		let live = true;
		pending ??= import("./localEngine.js");
		pending.then(
			(m) => {
				if (live) setEngine(m);
			},
			() => {
				pending = undefined;
			},
		);
		return () => {
			live = false;
		};
	}, [file, engine]);
	const shown = file && engine ? engine.localAppsFor(model, file) : apps;
	return (
		<>
			{files.length > 1 && apps.length > 0 ? (
				<div className="field app-picker">
					<label htmlFor={fileId}>GGUF file</label>
					<select id={fileId} value={file ?? ""} onChange={(e) => update({ file: e.target.value || undefined })}>
						<option value="">Recommended quantization</option>
						{files.map((f) => (
							<option key={f} value={f}>
								{f}
							</option>
						))}
					</select>
				</div>
			) : null}
			{file && !engine ? <p role="status">Preparing the commands for {file}…</p> : null}
			<LocalApps apps={shown} selected={state.app} onSelect={(app) => update({ app })} />
		</>
	);
}
