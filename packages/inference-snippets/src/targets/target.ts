/**
 * What an inference target is: one client of one language, with everything that decides whether
 * it gets an example and how that example reads. The registry (targets/index.ts) lists them in
 * output order; nothing else names the clients.
 */
import type { InferenceCall } from "../request.js";
import type { SnippetKind } from "../tasks.js";
import type { SnippetLanguage } from "../types.js";

export interface InferenceTarget<L extends SnippetLanguage = SnippetLanguage, C extends string = string> {
	language: L;
	client: C;
	/** The client's name as a tab shows it. */
	label: string;
	/** File extension of its programs (fixtures, the snippet lab). */
	extension: string;
	/**
	 * Whether the snippet lab runs its programs against its recording server (level 3): the lab's
	 * environments hold the client (fal_client cannot be installed there, so its snippets are only parsed).
	 */
	executedByLab: boolean;
	/**
	 * Whether the snippet lab type-checks its programs against the real client (level 2): tsc for
	 * JavaScript, pyright for Python; shell has no type checker, and fal_client is not installable there.
	 */
	typecheckedByLab: boolean;
	/** The snippet kinds it can render (asking for another one is TemplateNotFoundError). */
	kinds: ReadonlySet<SnippetKind>;
	/** Whether this client gets an example for the call (its kind is among `kinds`, and the client's own limits). */
	supports(call: InferenceCall): boolean;
	/** The complete program; only called when supports(call). */
	render(call: InferenceCall): string;
}

/** Keeps the literal language and client of a descriptor (the client name types derive from them). */
export function defineTarget<L extends SnippetLanguage, C extends string>(
	target: InferenceTarget<L, C>,
): InferenceTarget<L, C> {
	return target;
}

/** The kinds of chat examples, and of media examples (an image or a video out). */
export const CHAT_KINDS: readonly SnippetKind[] = ["conversational", "conversationalStream"];
export const MEDIA_KINDS: readonly SnippetKind[] = ["imageToImage", "imageToVideo", "textToImage"];

/**
 * Raw HTTP clients send the call as computed, so they need a named provider: with `auto` on a
 * non-chat task only the SDKs can pick one at run time (chat goes to the router's own endpoint).
 */
export const namesProvider = (call: InferenceCall): boolean => call.chat || call.provider !== "auto";
