/**
 * The use-this-model panel: Libraries, Local apps and Inference tabs over one `SnippetsView` (the
 * API's answer on a model page; hub-core's `buildSnippets` in the playground). The panel's state
 * lives in the URL (panelState.ts), where the page reads the options it asks the engine for.
 */
import type { ModelRecord } from "@hubkit/catalog";
import { Tabs } from "../../components/Tabs.js";
import type { SnippetsView } from "../../lib/types.js";
import { InferenceSnippets } from "./InferenceSnippets.js";
import { LibrarySnippets } from "./LibrarySnippets.js";
import { LocalAppsTab, type LocalFile } from "./LocalAppsTab.js";
import { type PanelTab, useEndpointTrust, usePanelState } from "./panelState.js";

export interface SnippetPanelProps {
	model: ModelRecord;
	view: SnippetsView;
	libraryLabels?: Readonly<Record<string, string>>;
	/** A newer answer for the panel's current options is on its way (`view` is the previous one). */
	pending?: boolean;
	/**
	 * The GGUF file the view's local-app commands run, when the page chose it (a model page: the
	 * chosen row of "Run it locally", else its recommended one). Without it, the URL's `file`.
	 */
	localFile?: LocalFile;
}

export const TAB_LABELS: Record<PanelTab, string> = {
	libraries: "Libraries",
	"local-apps": "Local apps",
	inference: "Inference",
};

export function SnippetPanel({ model, view, libraryLabels, pending = false, localFile }: SnippetPanelProps) {
	const [state, update] = usePanelState();
	// Kept here, above the tabs, so that a confirmed endpoint stays confirmed across tab changes.
	const endpointTrust = useEndpointTrust(state.endpointUrl);
	const { libraries, localApps } = view;
	// Without library snippets the panel opens on inference, the next most useful view.
	const fallback: PanelTab = libraries.length > 0 ? "libraries" : localApps.length > 0 ? "local-apps" : "inference";
	const tab = state.tab ?? fallback;
	const tabs = (Object.keys(TAB_LABELS) as PanelTab[]).map((id) => ({
		id,
		label: (
			<>
				{TAB_LABELS[id]}
				{id === "libraries" ? <span className="count"> {libraries.length}</span> : null}
				{id === "local-apps" ? <span className="count"> {localApps.length}</span> : null}
			</>
		),
	}));
	return (
		<section className="snippet-panel" aria-labelledby="use-this-model">
			<h2 id="use-this-model">Use this model</h2>
			<Tabs label="Use this model" tabs={tabs} selected={tab} onSelect={(id) => update({ tab: id as PanelTab })}>
				{tab === "libraries" ? (
					<LibrarySnippets views={libraries} labels={libraryLabels} />
				) : tab === "local-apps" ? (
					<LocalAppsTab
						model={model}
						apps={localApps}
						state={state}
						update={update}
						pending={pending}
						localFile={localFile}
					/>
				) : (
					<InferenceSnippets model={model} view={view} state={state} update={update} endpointTrust={endpointTrust} />
				)}
			</Tabs>
		</section>
	);
}
