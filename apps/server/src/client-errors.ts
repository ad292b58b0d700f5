/**
 * Requests Node's HTTP parser refuses before the app sees them (a URL and headers over Node's
 * 16 KB limit, a malformed request line): answered in Hubkit's words, as JSON like every other
 * error, instead of Node's default empty 431 or 400.
 */
import type { Socket } from "node:net";

const MESSAGES: Readonly<Record<string, { status: number; reason: string; error: string }>> = {
	HPE_HEADER_OVERFLOW: {
		status: 431,
		reason: "Request Header Fields Too Large",
		error: "the request's URL and headers are over 16 KB: shorten the query (fewer or shorter words)",
	},
};
const MALFORMED = { status: 400, reason: "Bad Request", error: "malformed HTTP request" };

export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
	if (!socket.writable) {
		socket.destroy();
		return;
	}
	const { status, reason, error } = (err.code && MESSAGES[err.code]) || MALFORMED;
	const body = JSON.stringify({ error });
	socket.end(
		`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
	);
}
