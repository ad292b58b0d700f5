/**
 * Hostile values — quotes, backslashes, newlines, backticks, `${x}`, `$(touch MARKER)`,
 * control characters, lone surrogates — in the model id, the provider's id, the inputs and the
 * options never break a snippet's syntax and never leave an executable fragment.
 */
import type { ModelRecord } from "@hubkit/catalog";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { failuresByLanguage } from "../../catalog/test/helpers/parse.js";
import {
	getInferenceSnippets,
	INFERENCE_PROVIDERS,
	type InferenceSnippetOptions,
	InvalidAppIdError,
	providerSupports,
	providerTask,
	setLogger,
} from "../src/index.js";
import { CHAT_MODEL, TAG_MODELS } from "./fixtures/models.js";

setLogger({ error: () => {} });

const NASTY = [
	"'",
	'"',
	"\\",
	"\n",
	"\r\n",
	"`",
	"${x}",
	"$(touch MARKER)",
	"'; touch MARKER; '",
	'"""',
	"\u2028",
	"\u0000",
	'\uE000M"\uE000',
	"\uE000",
	"\ud800",
	"#",
	"*/",
	"{",
	"%s",
	"@cats.jpg",
	";type=text/plain",
];

const nastyString = fc.oneof(
	fc.string({ unit: fc.constantFrom(...NASTY.flatMap((s) => [...s]), "a", "/", " ", ":", "-") }),
	fc.array(fc.constantFrom(...NASTY, "org/model", "x"), { maxLength: 5 }).map((a) => a.join("")),
	fc.string({ unit: "binary" }),
);

const models = [...Object.values(TAG_MODELS), CHAT_MODEL];

const caseArb = fc.record({
	model: fc.constantFrom(...models),
	id: nastyString,
	providerId: fc.option(nastyString, { nil: undefined }),
	providerPick: fc.nat(),
	options: fc.record(
		{
			inputs: nastyString,
			billTo: nastyString,
			accessToken: nastyString,
			endpointUrl: nastyString,
			directRequest: fc.boolean(),
			streaming: fc.boolean(),
			temperature: fc.double(),
			parameters: fc.dictionary(nastyString, fc.oneof(nastyString, fc.double(), fc.boolean()), { maxKeys: 2 }),
			messages: fc.array(fc.record({ role: fc.constantFrom("user", "system"), content: nastyString }), {
				minLength: 1,
				maxLength: 2,
			}),
		},
		{ requiredKeys: [] },
	),
});

interface Generated {
	language: string;
	code: string;
	label: string;
}

describe("hostile values", () => {
	it("never break syntax", () => {
		const generated: Generated[] = [];
		fc.assert(
			fc.property(caseArb, ({ model, id, providerId, providerPick, options }) => {
				const task = providerTask(model) ?? "";
				const providers = ["auto", ...INFERENCE_PROVIDERS.filter((p) => providerSupports(p, task))];
				const provider = providers[providerPick % providers.length] ?? "auto";
				const record: ModelRecord = { ...model, id };
				const mapping =
					providerId === undefined ? undefined : { provider, providerId, hfModelId: id, task, status: "live" };
				const opts = options as InferenceSnippetOptions;
				let snippets: ReturnType<typeof getInferenceSnippets>;
				try {
					snippets = getInferenceSnippets(record, provider, mapping, opts);
				} catch (e) {
					// The one documented validation error here: a fal endpoint id that is not owner/name.
					expect(e).toBeInstanceOf(InvalidAppIdError);
					return;
				}
				for (const s of snippets)
					generated.push({
						language: s.language,
						code: s.content,
						label: JSON.stringify({ id, provider, providerId, opts }),
					});
			}),
			{ numRuns: 400, seed: 20261121 },
		);
		const failures = failuresByLanguage(generated);
		expect(failures.map((f) => `${generated[f.index]?.label}\n${f.error}\n${f.code}`)).toEqual([]);
		expect(generated.length).toBeGreaterThan(400);
	});

	it("keeps `$(touch MARKER)` inert: nothing runs when the shell snippets are executed", async () => {
		const { execFileSync } = await import("node:child_process");
		const { existsSync, mkdtempSync, rmSync, writeFileSync } = await import("node:fs");
		const { tmpdir } = await import("node:os");
		const { join } = await import("node:path");
		const dir = mkdtempSync(join(tmpdir(), "hubkit-hostile-"));
		try {
			const evil = "a$(touch MARKER)`touch MARKER`'$(touch MARKER)'\"$(touch MARKER)\"";
			const snippets = [
				...getInferenceSnippets({ ...CHAT_MODEL, id: evil }, "together", undefined, {
					billTo: evil,
					accessToken: evil,
				}),
				...getInferenceSnippets(
					{ ...TAG_MODELS["automatic-speech-recognition"]!, id: evil },
					"hf-inference",
					undefined,
					{
						inputs: evil,
					},
				),
				...getInferenceSnippets({ ...TAG_MODELS["text-classification"]!, id: evil }, "hf-inference", undefined, {
					inputs: evil,
					endpointUrl: evil,
				}),
			].filter((s) => s.language === "sh");
			expect(snippets.length).toBe(3);
			// `curl` is replaced by a function that only records its arguments: nothing leaves the machine.
			for (const s of snippets) {
				const script = join(dir, "s.sh");
				writeFileSync(script, `curl() { printf '%s\\n' "$@" > args.txt; }\nbase64() { echo QUJD; }\n${s.content}`);
				execFileSync("bash", [script], {
					cwd: dir,
					env: { PATH: process.env.PATH ?? "", HF_TOKEN: "hf_x", API_TOKEN: "t" },
				});
				expect(existsSync(join(dir, "MARKER"))).toBe(false);
			}
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
