/**
 * The use-this-model panel's state, kept in the URL's search parameters so that a link reproduces
 * what someone saw. The access token is deliberately NOT part of it: it stays in the page.
 */
import { endpointUrlProblem } from "@hubkit/hub-core";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";

export const PANEL_TABS = ["libraries", "local-apps", "inference"] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

export interface PanelState {
	tab?: PanelTab;
	/** The local app shown on the local-apps tab. */
	app?: string;
	/** The GGUF file the local apps' commands name. */
	file?: string;
	provider: string;
	language?: string;
	client?: string;
	streaming: boolean;
	billTo: string;
	directRequest: boolean;
	endpointUrl: string;
	/** With provider auto, a chat model: the router picks the provider by this policy ("" for none). */
	routing: string;
}

/** URL parameter names; they match the API's snippet query where one exists. */
export const PARAM = {
	tab: "tab",
	app: "app",
	file: "file",
	provider: "provider",
	language: "language",
	client: "client",
	streaming: "streaming",
	billTo: "billTo",
	directRequest: "directRequest",
	endpointUrl: "endpointUrl",
	routing: "routing",
} as const;

const isTab = (v: string | null): v is PanelTab => v !== null && (PANEL_TABS as readonly string[]).includes(v);

export function readPanelState(params: URLSearchParams): PanelState {
	const tab = params.get(PARAM.tab);
	const state: PanelState = {
		provider: params.get(PARAM.provider) || "auto",
		streaming: params.get(PARAM.streaming) === "true",
		billTo: params.get(PARAM.billTo) ?? "",
		directRequest: params.get(PARAM.directRequest) === "true",
		endpointUrl: params.get(PARAM.endpointUrl) ?? "",
		routing: params.get(PARAM.routing) ?? "",
	};
	if (isTab(tab)) state.tab = tab;
	const app = params.get(PARAM.app);
	if (app) state.app = app;
	const file = params.get(PARAM.file);
	if (file) state.file = file;
	const language = params.get(PARAM.language);
	if (language) state.language = language;
	const client = params.get(PARAM.client);
	if (client) state.client = client;
	return state;
}

/** Writes `patch` into `params` (a copy); defaults are removed so links stay short. */
export function writePanelState(params: URLSearchParams, patch: Partial<PanelState>): URLSearchParams {
	const next = new URLSearchParams(params);
	const set = (name: string, value: string | undefined) => {
		if (value === undefined || value === "") next.delete(name);
		else next.set(name, value);
	};
	for (const [key, value] of Object.entries(patch) as [keyof PanelState, PanelState[keyof PanelState]][]) {
		const name = PARAM[key];
		if (key === "provider") set(name, value === "auto" ? undefined : String(value));
		else if (typeof value === "boolean") set(name, value ? "true" : undefined);
		else set(name, value === undefined ? undefined : String(value));
	}
	return next;
}

export function usePanelState(): [PanelState, (patch: Partial<PanelState>) => void] {
	const [params, setParams] = useSearchParams();
	const update = useCallback(
		(patch: Partial<PanelState>) => setParams((current) => writePanelState(current, patch), { replace: true }),
		[setParams],
	);
	return [readPanelState(params), update];
}

/**
 * Whose endpoint the panel's code calls. An endpoint URL that arrived with the page's address (a
 * shared link) may be anyone's host, and the code written with the user's access token sends the
 * token there; so it counts as the user's own only once they typed it in this page or confirmed its
 * host. Like the token, this is page state: no link can carry it.
 */
export interface EndpointTrust {
	/** The host of an endpoint the user has not typed or confirmed (the token is held back for it). */
	unconfirmedHost?: string;
	/** The user typed or confirmed this endpoint URL. */
	trust(endpointUrl: string): void;
}

/** The host (with its port) of a usable endpoint URL; none for an empty or refused one. */
export function endpointHost(endpointUrl: string): string | undefined {
	if (endpointUrl === "" || endpointUrlProblem(endpointUrl)) return undefined;
	return new URL(endpointUrl).host;
}

export function useEndpointTrust(endpointUrl: string): EndpointTrust {
	const [trusted, setTrusted] = useState<string | undefined>(undefined);
	const host = endpointUrl === trusted ? undefined : endpointHost(endpointUrl);
	return host === undefined ? { trust: setTrusted } : { unconfirmedHost: host, trust: setTrusted };
}
