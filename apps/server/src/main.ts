#!/usr/bin/env node
/**
 * The server's entry point (`npm start` imports the built copy). Settings come from the
 * environment: PORT (default 3000), HOST (default 127.0.0.1), HUB_URL (an upstream hub; by default
 * the embedded sample catalogue) and HF_TOKEN (sent upstream, never printed).
 */
import { routeGeneratorLog } from "@hubkit/hub-core";
import { startServer } from "./server.js";

function fail(message: string): never {
	console.error(`hubkit server: ${message}`);
	process.exit(2);
}

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number, not ${process.env.PORT}`);
const hostname = process.env.HOST || "127.0.0.1";
const hubUrl = process.env.HUB_URL || undefined;
if (hubUrl && !(URL.canParse(hubUrl) && /^https?:$/.test(new URL(hubUrl).protocol))) {
	fail("HUB_URL must be an http(s) URL");
}

routeGeneratorLog((line) => console.log(`snippets: ${line}`));

const server = await startServer({
	port,
	hostname,
	hubUrl,
	hubToken: process.env.HF_TOKEN || undefined,
	log: (line) => console.log(line),
}).catch((e: unknown) => fail(e instanceof Error ? e.message : String(e)));

const shown = hostname === "127.0.0.1" || hostname === "0.0.0.0" || hostname === "::" ? "localhost" : hostname;
console.log(`Hubkit is running at http://${shown}:${server.port}`);
console.log(
	hubUrl ? `Model records from ${new URL(hubUrl).origin}` : "Model records from the embedded sample catalogue",
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
	process.once(signal, () => {
		void server.close().then(() => process.exit(0));
	});
}
