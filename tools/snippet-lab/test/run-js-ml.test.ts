/**
 * Level 4, Node side, in `npm test`: one transformers.js snippet per task runs unmodified in
 * Node against the real `@huggingface/transformers` on tiny ONNX fixtures, offline. A snippet
 * must pass, or fail only for a reason the lab states (no fixture for the family, or a Node
 * limit); a generator that writes a wrong task name is caught. The full run is
 * `npm run lab -- --levels js-ml`.
 */
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureJsMl, jsMlReady, jsMlSnippets, jsOutputProblem, runJsMlSnippets } from "../src/js-ml.js";
import { ensureMlEnv, formatMlReport, type MlResult, mlVenvReady } from "../src/ml.js";
import type { LabSnippet } from "../src/types.js";

// The ONNX fixtures are exported by the ML venv's torch; the snippets run on the Node runtime.
const enabled = (mlVenvReady() && jsMlReady()) || Boolean(process.env.CI);
if (!enabled) {
	console.warn(
		"level 4 (transformers.js) skipped: run `bash tools/snippet-lab/js-ml/setup.sh` and `bash tools/snippet-lab/scripts/setup-ml-env.sh`; in CI it always runs",
	);
}

const models = new Map(SAMPLE_MODELS.map((m) => [m.id, m]));
/** One snippet per task and program shape (chat messages or plain input), the first in catalogue order. */
const subset = (() => {
	const seen = new Set<string>();
	return jsMlSnippets().filter((s) => {
		const shape = `${models.get(s.modelId)?.pipeline_tag ?? "none"}|${s.code.includes("const messages") ? "chat" : "plain"}`;
		if (seen.has(shape)) return false;
		seen.add(shape);
		return true;
	});
})();

// The mutant: the text-classification snippet asking for a task transformers.js does not have.
const template = subset.find((s) => s.code.includes('pipeline("text-classification"'));
const mutant: LabSnippet | undefined = template && {
	...template,
	id: `mutant:${template.id}`,
	code: template.code.replace('pipeline("text-classification"', 'pipeline("text-classifier"'),
};

// The SpeechT5 snippet as it was before the lab ran it: a pipeline without SpeechT5's processor.
const speecht5 = jsMlSnippets().find((s) => s.modelId === "Xenova/speecht5_tts");
const noProcessor: LabSnippet | undefined = speecht5 && {
	...speecht5,
	id: `mutant:${speecht5.id}`,
	code: speecht5.code.replace(/^pipe\.processor = .*$/m, ""),
};
// The audio snippets stop at their URL in Node (a Node limit); the same programs given decoded
// samples instead run, so the fixture and the rest of the snippet are not what stops them.
const withSamples: LabSnippet[] = subset
	.filter((s) => /pipeline\("(automatic-speech-recognition|audio-classification)"/.test(s.code))
	.map((s) => ({
		...s,
		id: `samples:${s.id}`,
		code: s.code.replace(/await pipe\("https:[^"]+\.flac"\)/, "await pipe(new Float32Array(16000).fill(0.01))"),
	}));
const mutants = [mutant, noProcessor, ...withSamples].filter((m): m is LabSnippet => m !== undefined);

let results: MlResult[] = [];
const real = () => results.filter((r) => !/^(mutant|samples):/.test(r.snippet.id));

describe.skipIf(!enabled)("level 4: transformers.js snippets run in Node", () => {
	beforeAll(async () => {
		ensureMlEnv();
		ensureJsMl();
		const extra = [...mutants, ...(speecht5 && !subset.includes(speecht5) ? [speecht5] : [])];
		results = await runJsMlSnippets([...subset, ...extra], SAMPLE_MODELS);
		console.log(formatMlReport(real()));
	}, 900_000);

	it("pass, or fail only for a stated lab limit", () => {
		expect(
			real()
				.filter((r) => r.status === "failed")
				.map((r) => `${r.snippet.id}: ${r.reason}`),
		).toEqual([]);
		for (const r of real().filter((x) => x.status === "fixture-limit")) {
			expect(r.reason, r.snippet.id).toMatch(/^(no fixture|Node limit): \S/);
		}
	});

	it("print what each task returns", () => {
		const out = (task: string) =>
			real().find((r) => models.get(r.snippet.modelId)?.pipeline_tag === task && r.status === "passed")?.stdout;
		expect(out("text-classification")).toMatch(/label: '(NEGATIVE|POSITIVE)', score: 0\.\d+/);
		expect(out("question-answering")).toMatch(/answer: (['"]).+\1, score:/);
		expect(out("fill-mask")).toMatch(/token_str: '/);
		expect(out("feature-extraction")).toMatch(/Float32Array\(\d+\)/);
		expect(out("image-classification")).toMatch(/label: '(parrot|cat|dog)'/);
		expect(out("text-generation")).toMatch(/generated_text: (['"])Once upon a time,.+\1/);
		expect(out("object-detection")).toMatch(/label: 'bird',\s+box: \{ xmin: \d+/);
		expect(out("zero-shot-object-detection")).toMatch(/label: '(bird|branch)',\s+box: \{ xmin: \d+/);
		expect(out("image-to-image")).toMatch(/width: 128,\s+height: 96/);
		expect(out("document-question-answering")).toMatch(/answer: (['"]).+\1/);
		expect(out("mask-generation")).toMatch(/model_type: 'sam'/);
	});

	it("catch a generator that writes a wrong task name", () => {
		expect(mutant).toBeDefined();
		const r = results.find((x) => x.snippet.id === mutant?.id);
		expect(r?.status).toBe("failed");
		expect(r?.reason).toMatch(/Unsupported pipeline: text-classifier/);
		expect(results.find((x) => x.snippet.id === template?.id)?.status).toBe("passed");
	});

	it("stop audio snippets only at their URL: given samples, they run", () => {
		expect(withSamples.map((s) => s.code).join("\n")).toContain("new Float32Array(16000)");
		for (const s of withSamples) {
			const original = results.find((r) => r.snippet.id === s.id.replace(/^samples:/, ""));
			expect(original?.reason, s.id).toMatch(/^Node limit: .*AudioContext/);
			const r = results.find((x) => x.snippet.id === s.id);
			expect(r?.status, `${s.id}: ${r?.reason}`).toBe("passed");
		}
		const asr = withSamples.find((s) => s.code.includes("automatic-speech-recognition"));
		expect(results.find((r) => r.snippet.id === asr?.id)?.stdout).toMatch(/text: ['"]./);
	});

	it("catch a SpeechT5 snippet whose pipeline has no processor (transformers.js 4 loads none)", () => {
		expect(noProcessor?.code).not.toContain("pipe.processor");
		const r = results.find((x) => x.snippet.id === noProcessor?.id);
		expect(r?.status).toBe("failed");
		expect(r?.reason).toMatch(/Missing the following inputs: output_sequence/);
		expect(results.find((x) => x.snippet.id === speecht5?.id)?.stdout).toMatch(/RawAudio \{.+sampling_rate: 16000/s);
	});
});

describe("level 4, Node side: the output checks", () => {
	const pipe = (task: string) => `const pipe = await pipeline("${task}", "owner/name");\nconsole.log(output);`;

	it("pass a result with its task's fields", () => {
		expect(jsOutputProblem("[ { label: 'POSITIVE', score: 0.5 } ]", pipe("text-classification"))).toBeUndefined();
		expect(
			jsOutputProblem(
				"[ { score: 0.9, label: 'bird', box: { xmin: 1, ymin: 2, xmax: 3, ymax: 4 } } ]",
				pipe("object-detection"),
			),
		).toBeUndefined();
		expect(
			jsOutputProblem("_PretrainedConfig {\n  model_type: 'sam',\n}", "console.log(model.config);"),
		).toBeUndefined();
	});

	it("fail a run that printed nothing, or not what its task returns", () => {
		expect(jsOutputProblem("", pipe("text-classification"))).toMatch(/printed nothing/);
		expect(jsOutputProblem("[]", pipe("object-detection"))).toMatch(/printed only \[\]/);
		expect(jsOutputProblem("[ { answer: '' } ]", pipe("document-question-answering"))).toMatch(
			/no document-question-answering result/,
		);
		expect(jsOutputProblem("[ { translation_text: '' } ]", pipe("translation"))).toMatch(/no translation result/);
		expect(jsOutputProblem("undefined\nok", "console.log(model.config);")).toMatch(/no model config/);
	});
});
