/**
 * The use-this-model panel: Libraries, Local apps and Inference tabs. Library and local-app
 * snippets come from the API; inference snippets are generated in the page. The panel's state
 * lives in the URL (panelState.ts).
 */
import type { ModelRecord } from "@hubkit/catalog";
import { Tabs } from "../../components/Tabs.js";
import type { LibrarySnippetsView, LocalAppView } from "../../lib/types.js";
import { InferenceSnippets } from "./InferenceSnippets.js";
import { LibrarySnippets } from "./LibrarySnippets.js";
import { LocalAppsTab } from "./LocalAppsTab.js";
import { type PanelTab, usePanelState } from "./panelState.js";

export interface SnippetPanelProps {
	model: ModelRecord;
	libraries: readonly LibrarySnippetsView[];
	localApps: readonly LocalAppView[];
	libraryLabels?: Readonly<Record<string, string>>;
}

export const TAB_LABELS: Record<PanelTab, string> = {
	libraries: "Libraries",
	"local-apps": "Local apps",
	inference: "Inference",
};

export function SnippetPanel({ model, libraries, localApps, libraryLabels }: SnippetPanelProps) {
	const [state, update] = usePanelState();
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
					<LocalAppsTab model={model} apps={localApps} state={state} update={update} />
				) : (
					<InferenceSnippets model={model} state={state} update={update} />
				)}
			</Tabs>
		</section>
	);
}
