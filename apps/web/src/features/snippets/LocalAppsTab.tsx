/**
 * The local-apps tab: for a GGUF repository, a file picker whose choice goes into the panel's
 * state (the URL), so the engine answers with commands for that file.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { useId } from "react";
import type { LocalAppView } from "../../lib/types.js";
import { ggufFiles } from "./gguf.js";
import { LocalApps } from "./LocalApps.js";
import type { PanelState } from "./panelState.js";

export function LocalAppsTab({
	model,
	apps,
	state,
	update,
	pending,
}: {
	model: ModelRecord;
	apps: readonly LocalAppView[];
	state: PanelState;
	update: (patch: Partial<PanelState>) => void;
	pending: boolean;
}) {
	const files = ggufFiles(model);
	const file = state.file && files.includes(state.file) ? state.file : undefined;
	const fileId = useId();
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
			{file && pending ? <p role="status">Preparing the commands for {file}…</p> : null}
			<LocalApps apps={apps} selected={state.app} onSelect={(app) => update({ app })} />
		</>
	);
}
