/**
 * The lines hubkit writes on stderr, by kind: an error (the command failed) carries `hubkit:`,
 * a warning (something was left out, e.g. a skipped record) says `warning:`, and progress
 * (indexing a catalogue) has no prefix, so that only a failure reads as one. Every message is
 * one line with its control characters escaped: it may quote a file name or a record's value, and
 * a quoted value can be any length (a pasted 5,000-character id), so a line is cut at MAX_MESSAGE.
 */
import { escapeControl } from "@hubkit/hub-core";

export type MessageKind = "error" | "warning" | "info";

const PREFIX: Record<MessageKind, string> = { error: "hubkit: ", warning: "warning: ", info: "" };

/** Characters of a message kept on its line; the rest is counted, not printed. */
export const MAX_MESSAGE = 400;

/** The stderr line of one message, newline included. */
export function messageLine(kind: MessageKind, message: string): string {
	const line = escapeControl(message);
	const cut =
		line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE)}… (${line.length - MAX_MESSAGE} more characters)` : line;
	return `${PREFIX[kind]}${cut}\n`;
}

/** Writes a message as messageLine makes it: commands report warnings and progress; run, their errors. */
export type Report = (kind: MessageKind, message: string) => void;
