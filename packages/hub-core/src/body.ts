/**
 * Reads an upstream answer's body with a size bound, so that no answer (a 50 MB record, a gzip
 * bomb) can make the reader hold more than the bound in memory. `fetch` inflates gzip and brotli
 * as the body is read, so counting the bytes read bounds the inflated size; a `Content-Length`
 * above the bound is refused before anything is read.
 */

/** The largest upstream body read: counted after decompression, and on the wire (`Content-Length`). */
export const MAX_UPSTREAM_BODY_BYTES = 8 * 1024 * 1024;

/** Thrown by readBoundedText when the body passes its bound; the rest is not read. */
export class BodyTooLargeError extends Error {
	constructor(readonly maxBytes: number) {
		super(`body is larger than ${maxBytes} bytes`);
		this.name = "BodyTooLargeError";
	}
}

/**
 * The body as UTF-8 text, or a BodyTooLargeError once more than `maxBytes` arrive (the stream is
 * cancelled there). Stream errors (a time-out signal firing mid-body, a reset) are rethrown as they are.
 */
export async function readBoundedText(response: Response, maxBytes = MAX_UPSTREAM_BODY_BYTES): Promise<string> {
	const declared = Number(response.headers.get("content-length"));
	if (Number.isFinite(declared) && declared > maxBytes) {
		await response.body?.cancel().catch(() => undefined);
		throw new BodyTooLargeError(maxBytes);
	}
	if (!response.body) return "";
	const reader = response.body.getReader();
	const decoder = new TextDecoder();
	let received = 0;
	let text = "";
	for (;;) {
		const { done, value } = await reader.read();
		if (done) return text + decoder.decode();
		received += value.byteLength;
		if (received > maxBytes) {
			await reader.cancel().catch(() => undefined);
			throw new BodyTooLargeError(maxBytes);
		}
		text += decoder.decode(value, { stream: true });
	}
}

/**
 * The first `maxBytes` bytes of the body (fewer when it is shorter); the rest is not read: the
 * stream is cancelled once the bound is reached, so a server that ignores a Range request and
 * sends a whole file costs no more than the bound. Stream errors (a time-out firing) are rethrown.
 */
export async function readBytePrefix(response: Response, maxBytes: number): Promise<Uint8Array> {
	if (!response.body) return new Uint8Array();
	const reader = response.body.getReader();
	const chunks: Uint8Array[] = [];
	let received = 0;
	while (received < maxBytes) {
		const { done, value } = await reader.read();
		if (done) break;
		const take = Math.min(value.byteLength, maxBytes - received);
		chunks.push(take === value.byteLength ? value : value.subarray(0, take));
		received += take;
	}
	await reader.cancel().catch(() => undefined);
	const out = new Uint8Array(received);
	let at = 0;
	for (const chunk of chunks) {
		out.set(chunk, at);
		at += chunk.byteLength;
	}
	return out;
}
