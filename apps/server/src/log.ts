/**
 * The server's log lines to a stream (its stdout or stderr). A log is never a reason to stop
 * answering: when the stream breaks (`npm start | head -1`, a `tee` that exits: EPIPE) or closes,
 * the failure is caught here, reported once through `closed`, and later lines are dropped. Without
 * a listener for its 'error' event, a broken stdout throws from the next write and ends the process.
 */
import type { Writable } from "node:stream";

/** Why a log stream stopped taking lines: its error (EPIPE and the like), or undefined when it just closed. */
export type LogClosed = (error: Error | undefined) => void;

/** A function writing one line (a newline added) to `stream` while it is open, then nothing. */
export function streamLog(stream: Writable, closed?: LogClosed): (line: string) => void {
	let open = true;
	const stop = (error?: Error) => {
		if (!open) return;
		open = false;
		closed?.(error);
	};
	// Kept for the stream's life: errors after the first are swallowed too.
	stream.on("error", (error: Error) => stop(error));
	stream.once("close", () => stop());
	return (line) => {
		if (!open) return;
		if (!stream.writable) return stop();
		try {
			stream.write(`${line}\n`);
		} catch (error) {
			stop(error instanceof Error ? error : new Error(String(error)));
		}
	};
}

/** The words of `closed` for a standard stream: one line saying the log stops, not the server. */
export function logClosedMessage(name: string, error: Error | undefined): string {
	const code = (error as NodeJS.ErrnoException | undefined)?.code;
	const why = error ? ` (${code ?? error.message})` : "";
	return `${name} closed${why}; the log stops there, the server goes on answering`;
}
