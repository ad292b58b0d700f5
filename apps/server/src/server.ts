/** Starts the app on a port (0 picks a free one) and reports where it listens. */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { type AppOptions, createApp } from "./app.js";
import { answerClientError } from "./client-errors.js";

export interface RunningServer {
	url: string;
	port: number;
	close(): Promise<void>;
}

export function startServer(options: AppOptions & { port?: number; hostname?: string } = {}): Promise<RunningServer> {
	const { port = 3000, hostname = "127.0.0.1", ...appOptions } = options;
	const app = createApp(appOptions);
	return new Promise((resolve, reject) => {
		const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
			const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
			resolve({
				url: `http://${host}:${info.port}`,
				port: info.port,
				close: () =>
					new Promise<void>((done) => {
						server.close(() => done());
						// Keep-alive sockets would hold close() open; end them.
						if ("closeAllConnections" in server) server.closeAllConnections();
					}),
			});
		});
		server.once("error", reject);
		server.on("clientError", answerClientError);
	});
}
