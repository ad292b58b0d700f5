/**
 * What the binary does when its output cannot be written. A reader that went away (`| head -1`:
 * EPIPE) is a normal end, as for `cat`: exit 0, nothing printed. Any other write error (a full
 * disk, ENOSPC) is one line on stderr and exit 1, never a stack trace.
 */
import { messageLine } from "./messages.js";

/** The exit code for a write error on stdout, and the line to print (none for a closed pipe). */
export function outputFailure(error: unknown): { code: number; message?: string } {
	const code = (error as { code?: unknown } | null)?.code;
	if (code === "EPIPE" || code === "ERR_STREAM_DESTROYED") return { code: 0 };
	const reason = error instanceof Error ? error.message : String(error);
	return { code: 1, message: messageLine("error", `cannot write the output: ${reason}`) };
}
