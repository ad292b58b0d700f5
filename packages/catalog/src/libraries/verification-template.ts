/**
 * Verification by template. A manifest proves one exact snippet text; the same generator, on a
 * record of the same shape, writes the same program with another repository id. The template
 * key names that program: the generator id and the snippet text with the record's id (and the
 * name part of it, which generators also quote on its own) replaced by placeholders. Two
 * snippets share a key only when their texts are equal once each record's id is taken out, so
 * every branch a generator took on a record's config, tags, files or task, and every other value
 * it wrote, is part of the key: snippets that could behave differently never share one (a text
 * where the id is also an ordinary word only loses matches, it never gains one).
 */
import { snippetHash } from "./verification.js";

/** Stand-ins for a record's id and name, of characters no id holds, so that no id or name occurs in them. */
export const TEMPLATE_ID = "⟨#⟩";
export const TEMPLATE_NAME = "⟨%⟩";

/** The snippet text with the record's id and its name part replaced by the placeholders. */
export function templateText(modelId: string, text: string): string {
	const name = modelId.includes("/") ? modelId.slice(modelId.lastIndexOf("/") + 1) : "";
	const withoutId = text.split(modelId).join(TEMPLATE_ID);
	return name ? withoutId.split(name).join(TEMPLATE_NAME) : withoutId;
}

/** `<generator>\n<hash>`: the key of the template `generator` (e.g. `library:peft`, `local-app:ollama`) rendered as `text` for `modelId`. */
export function templateKey(generator: string, modelId: string, text: string): string {
	return `${generator}\n${snippetHash(templateText(modelId, text))}`;
}
