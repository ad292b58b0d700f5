/**
 * The recording server on 127.0.0.1: every request a snippet sends (rewritten by the preloads
 * to `/run/<run id>/_/<scheme>/<host>/<path>`) is recorded under its run and answered like
 * the router or provider would. A request that reaches it any other way (a CONNECT through
 * the proxy variables, which the lab points here as a safety net) is recorded as a leak.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type Answer, answer, type IncomingCall, type RunContext } from "./answers.js";

interface Run {
	ctx: RunContext;
	recorded: IncomingCall[];
	errors: string[];
}

export class RecordingServer {
	private readonly runs = new Map<string, Run>();
	/** Requests that did not come through a preload (they would have left the machine). */
	readonly leaks: string[] = [];

	private constructor(
		private readonly server: Server,
		readonly port: number,
	) {}

	static start(): Promise<RecordingServer> {
		return new Promise((resolve, reject) => {
			let lab: RecordingServer | undefined;
			const server = createServer((req, res) => {
				lab?.handle(req, res).catch((e: unknown) => {
					res.writeHead(500).end(String(e));
				});
			});
			server.on("connect", (req, socket) => {
				lab?.leaks.push(`CONNECT ${req.url}`);
				socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
			});
			server.once("error", reject);
			server.listen(0, "127.0.0.1", () => {
				lab = new RecordingServer(server, (server.address() as AddressInfo).port);
				resolve(lab);
			});
		});
	}

	/** The base URL the preloads send a run's requests to. */
	target(runId: string): string {
		return `http://127.0.0.1:${this.port}/run/${runId}`;
	}

	register(runId: string, ctx: Omit<RunContext, "origin">): void {
		this.runs.set(runId, { ctx: { ...ctx, origin: this.target(runId) }, recorded: [], errors: [] });
	}

	/** What a run sent, and answers the server could not give; forgets the run. */
	take(runId: string): { recorded: IncomingCall[]; errors: string[] } {
		const run = this.runs.get(runId);
		this.runs.delete(runId);
		return { recorded: run?.recorded ?? [], errors: run?.errors ?? [] };
	}

	close(): Promise<void> {
		return new Promise((resolve) => {
			this.server.closeAllConnections();
			this.server.close(() => resolve());
		});
	}

	private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
		const chunks: Buffer[] = [];
		for await (const c of req) chunks.push(c as Buffer);
		// A client that picked the proxy variables for the original URL sends the rewritten one
		// to the proxy (here) in absolute form: still a rewritten request, so strip the origin.
		const path = (req.url ?? "").replace(/^http:\/\/127\.0\.0\.1:\d+/, "");
		const m = /^\/run\/([^/]+)\/_\/(https?)\/(.*)$/s.exec(path);
		const run = m ? this.runs.get(m[1] as string) : undefined;
		if (!m || !run) {
			this.leaks.push(`${req.method} ${req.url} (Host: ${req.headers.host})`);
			res.writeHead(404).end();
			return;
		}
		const headers: Record<string, string> = {};
		for (const [k, v] of Object.entries(req.headers)) {
			if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : v;
		}
		const call: IncomingCall = {
			method: req.method ?? "GET",
			url: `${m[2]}://${m[3]}`,
			headers,
			body: Buffer.concat(chunks),
		};
		run.recorded.push(call);
		let a: Answer;
		try {
			a = answer(call, run.ctx);
		} catch (e) {
			run.errors.push(`no answer for ${call.method} ${call.url}: ${String(e)}`);
			res.writeHead(500).end();
			return;
		}
		res.writeHead(a.status, a.headers);
		if (a.events) {
			for (const e of a.events) res.write(`data: ${e}\n\n`);
			res.end();
		} else {
			res.end(a.body);
		}
	}
}
