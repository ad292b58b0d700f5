/**
 * The local-apps tab. The GGUF file its commands run is chosen in "Run it locally" (a row of the
 * weight options table, which knows what fits): the choice is the panel's `file` (the URL), and
 * the engine answers with commands for that file. On a model page, until a row is chosen, the
 * table's recommended option is the file. Here it is named, with a way back to the table.
 */
import type { ModelRecord } from "@hubkit/catalog";
import type { LocalAppView } from "../../lib/types.js";
import { RUN_LOCALLY_ID } from "../fit/RunLocally.js";
import { ggufFiles } from "./gguf.js";
import { LocalApps } from "./LocalApps.js";
import type { PanelState } from "./panelState.js";

/** The file the commands run, and whether it is the recommended option rather than a chosen row. */
export interface LocalFile {
	name: string;
	recommended: boolean;
}

export function LocalAppsTab({
	model,
	apps,
	state,
	update,
	pending,
	localFile,
}: {
	model: ModelRecord;
	apps: readonly LocalAppView[];
	state: PanelState;
	update: (patch: Partial<PanelState>) => void;
	pending: boolean;
	/** The file chosen by the page; without it, the URL's `file`. */
	localFile?: LocalFile;
}) {
	const files = ggufFiles(model);
	const named = localFile?.name ?? state.file;
	const file = named && files.includes(named) ? named : undefined;
	return (
		<>
			{files.length > 1 && apps.length > 0 ? (
				<p className="file-choice">
					{file ? (
						<>
							Commands for <code>{file}</code>
							{localFile?.recommended ? ", the option recommended for your device" : ""}.{" "}
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
