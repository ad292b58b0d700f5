/**
 * The local-apps tab. The GGUF file its commands run is chosen in "Run it locally" (a row of the
 * weight options table, which knows what fits): the choice is the panel's `file` (the URL), and
 * the engine answers with commands for that file. Here it is named, with a way back to the table.
 */
import type { ModelRecord } from "@hubkit/catalog";
import type { LocalAppView } from "../../lib/types.js";
import { RUN_LOCALLY_ID } from "../fit/RunLocally.js";
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
	return (
		<>
			{files.length > 1 && apps.length > 0 ? (
				<p className="file-choice">
					{file ? (
						<>
							Commands for <code>{file}</code>.{" "}
						</>
					) : (
						"Commands for the app's default quantization. "
					)}
					<a href={`#${RUN_LOCALLY_ID}`}>Choose the weight file in “Run it locally”</a>, which shows what fits your
					device.
				</p>
			) : null}
			{file && pending ? <p role="status">Preparing the commands for {file}…</p> : null}
			<LocalApps apps={apps} selected={state.app} onSelect={(app) => update({ app })} />
		</>
	);
}
