/**
 * The server's settings from its environment, checked before anything starts: a bad value is
 * one clear line and exit code 2, never a server that starts and then fails every request.
 */
export interface Settings {
	port: number;
	hostname: string;
	hubUrl?: string;
	/** HUB_ROUTER_URL: the hub's router, whose model listing gives providers' prices (default for huggingface.co: its router). */
	routerUrl?: string;
	hubToken?: string;
	/** HUBKIT_MODELS: a catalogue file or folder of one's own, served instead of the sample one. */
	modelsPath?: string;
	/** HUBKIT_MODELS_DB: the index file of a large HUBKIT_MODELS (default: in the user's cache folder). */
	modelsDb?: string;
	/** HUBKIT_LIST_BUDGET_MS: how long an indexed catalogue's list may take before it answers 503 (default 2000). */
	listBudgetMs?: number;
	/** HUBKIT_WORKERS: how many server processes share the port (node:cluster; default 1, this process). */
	workers: number;
}

export type SettingsResult = { ok: true; settings: Settings } | { ok: false; error: string };

export const DEFAULT_PORT = 3000;

export function readSettings(env: Readonly<Record<string, string | undefined>>): SettingsResult {
	const fail = (error: string): SettingsResult => ({ ok: false, error });
	let port = DEFAULT_PORT;
	if (env.PORT !== undefined) {
		// Number("") is 0, which would listen on a random port: an empty PORT is a mistake, not a choice.
		if (!/^\d{1,5}$/.test(env.PORT) || Number(env.PORT) > 65535) {
			return fail(
				env.PORT === ""
					? `PORT is empty; unset it for ${DEFAULT_PORT} or give a port number (0 picks a free one)`
					: `PORT must be a port number (0-65535), not ${JSON.stringify(env.PORT)}`,
			);
		}
		port = Number(env.PORT);
	}
	const hubUrl = env.HUB_URL || undefined;
	if (hubUrl !== undefined) {
		const url = URL.canParse(hubUrl) ? new URL(hubUrl) : undefined;
		if (!url || !/^https?:$/.test(url.protocol)) return fail("HUB_URL must be an http(s) URL");
		// fetch refuses URLs with credentials: every record would fail. The token goes in HF_TOKEN.
		if (url.username || url.password) {
			return fail("HUB_URL must not hold credentials (user:password@); put an access token in HF_TOKEN");
		}
	}
	const routerUrl = env.HUB_ROUTER_URL || defaultRouterUrl(hubUrl);
	if (env.HUB_ROUTER_URL) {
		if (hubUrl === undefined) return fail("HUB_ROUTER_URL is read only with HUB_URL: set both, or neither");
		const url = URL.canParse(env.HUB_ROUTER_URL) ? new URL(env.HUB_ROUTER_URL) : undefined;
		if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) {
			return fail("HUB_ROUTER_URL must be an http(s) URL without credentials");
		}
	}
	const modelsPath = env.HUBKIT_MODELS || undefined;
	if (modelsPath !== undefined && hubUrl !== undefined) {
		return fail("set HUBKIT_MODELS or HUB_URL, not both: models come from one catalogue");
	}
	let listBudgetMs: number | undefined;
	if (env.HUBKIT_LIST_BUDGET_MS !== undefined) {
		if (!/^\d{1,6}$/.test(env.HUBKIT_LIST_BUDGET_MS)) {
			return fail(
				`HUBKIT_LIST_BUDGET_MS must be a number of milliseconds (0-999999), not ${JSON.stringify(env.HUBKIT_LIST_BUDGET_MS)}`,
			);
		}
		listBudgetMs = Number(env.HUBKIT_LIST_BUDGET_MS);
	}
	let workers = 1;
	if (env.HUBKIT_WORKERS !== undefined && env.HUBKIT_WORKERS !== "") {
		if (!/^\d{1,3}$/.test(env.HUBKIT_WORKERS) || Number(env.HUBKIT_WORKERS) < 1 || Number(env.HUBKIT_WORKERS) > 64) {
			return fail(
				`HUBKIT_WORKERS must be a number of server processes (1-64), not ${JSON.stringify(env.HUBKIT_WORKERS)}`,
			);
		}
		workers = Number(env.HUBKIT_WORKERS);
	}
	return {
		ok: true,
		settings: {
			port,
			hostname: env.HOST || "127.0.0.1",
			hubUrl,
			...(routerUrl && { routerUrl }),
			hubToken: env.HF_TOKEN || undefined,
			modelsPath,
			modelsDb: env.HUBKIT_MODELS_DB || undefined,
			...(listBudgetMs !== undefined && { listBudgetMs }),
			workers,
		},
	};
}

/** The Hugging Face hub's router, for HUB_URL=https://huggingface.co; another hub names its own in HUB_ROUTER_URL. */
function defaultRouterUrl(hubUrl: string | undefined): string | undefined {
	if (hubUrl === undefined || !URL.canParse(hubUrl)) return undefined;
	return new URL(hubUrl).hostname === "huggingface.co" ? "https://router.huggingface.co" : undefined;
}

/**
 * Why the server could not listen, in the words of its settings: a port in use (or closed to this
 * user) is fixed with PORT, an address this machine does not have with HOST. Other errors keep
 * their own message.
 */
export function listenProblem(error: unknown, settings: Pick<Settings, "port" | "hostname">): string {
	const code = (error as NodeJS.ErrnoException | undefined)?.code;
	const { port, hostname } = settings;
	if (code === "EADDRINUSE") return `port ${port} is in use; start with PORT=<another port>`;
	if (code === "EACCES") return `port ${port} needs privileges this user lacks; start with PORT=<a port above 1023>`;
	if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") {
		return `HOST ${hostname} is not an address of this machine; start with HOST=127.0.0.1 or HOST=0.0.0.0`;
	}
	return error instanceof Error ? error.message : String(error);
}
