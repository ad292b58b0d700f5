/**
 * The lines hubkit writes on stderr, by kind: an error (the command failed) carries `hubkit:`,
 * a warning (something was left out, e.g. a skipped record) says `warning:`, and progress
 * (indexing a catalogue) has no prefix, so that only a failure reads as one. Every message is
 * one line with its control characters escaped: it may quote a file name or a record's value.
 */
import { escapeControl } from "@hubkit/hub-core";

export type MessageKind = "error" | "warning" | "info";

const PREFIX: Record<MessageKind, string> = { error: "hubkit: ", warning: "warning: ", info: "" };

/** The stderr line of one message, newline included. */
export function messageLine(kind: MessageKind, message: string): string {
	return `${PREFIX[kind]}${escapeControl(message)}\n`;
}

/** Writes a message as messageLine makes it: commands report warnings and progress; run, their errors. */
export type Report = (kind: MessageKind, message: string) => void;
