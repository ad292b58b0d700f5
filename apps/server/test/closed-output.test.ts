/**
 * A log is never a reason to stop serving: when the reader of the server's stdout goes away
 * (`npm start | head -1`, a `tee` that exits), the next log line meets a broken pipe (EPIPE). The
 * built server says so once on stderr and goes on answering.
 */

import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { streamLog } from "../src/log.js";
import { startBuiltServer, stopBuiltServers } from "./built-server.js";

afterAll(stopBuiltServers);

describe("a closed stdout", () => {
	it("stops the log, not the server: it answers 100 more requests and stays up", async () => {
		const server = await startBuiltServer({});
		// The reader goes away, as `head -1` does once it has the first line.
		server.child.stdout?.destroy();
		// Every request writes a log line (main.ts passes its log to startServer).
		for (let i = 0; i < 100; i++) {
			const res = await fetch(`${server.url}/api/health`);
			expect(res.status).toBe(200);
			await res.arrayBuffer();
		}
		expect(server.child.exitCode).toBeNull();
		expect(server.child.signalCode).toBeNull();
		// Said once on stderr, which is still open.
		const notice = "hubkit server: stdout closed (EPIPE); the log stops there, the server goes on answering";
		await new Promise<void>((resolve) => {
			const seen = () => server.output().includes(notice) && resolve();
			server.child.stderr?.on("data", seen);
			seen();
		});
		expect(server.output().split(notice)).toHaveLength(2);
		server.stop();
	}, 60_000);
});

describe("streamLog", () => {
	/** A stream whose writes fail like a broken pipe's. */
	const brokenPipe = () =>
		new Writable({
			write(_chunk, _encoding, done) {
				done(Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
			},
		});

	it("writes each line with a newline while the stream is open", () => {
		const written: string[] = [];
		const stream = new Writable({
			write(chunk, _encoding, done) {
				written.push(String(chunk));
				done();
			},
		});
		const log = streamLog(stream);
		log("one");
		log("two");
		expect(written).toEqual(["one\n", "two\n"]);
	});

	it("reports a failed stream once and drops the lines after it", async () => {
		const closed: (string | undefined)[] = [];
		const stream = brokenPipe();
		const log = streamLog(stream, (error) => closed.push((error as NodeJS.ErrnoException | undefined)?.code));
		log("first");
		await new Promise((resolve) => stream.once("close", resolve));
		log("second");
		log("third");
		expect(closed).toEqual(["EPIPE"]);
	});
});
