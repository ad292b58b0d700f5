/**
 * Level 4's output checks: a snippet that exits 0 passes only when its output shows what it
 * says it does (here the library-specific evidence for timm and open_clip).
 */
import { describe, expect, it } from "vitest";
import { outputProblem } from "../src/ml.js";

const timmClassify =
	"output = model(x)\ntop5_probabilities, top5_class_indices = torch.topk(output, k=5)\nprint(top5_class_indices, top5_probabilities)";
const timmEmbed = "output = model(x)\nprint(output.shape)  # (1, embedding size)";
const clip = 'text = tokenizer(["a photo of parrots", "a photo of a cat", "a photo of a dog"])\nprint(probabilities)';

function problem(code: string, stdout: string, library: string, facts = {}) {
	return outputProblem(code, { stdout, files: [] }, library, facts);
}

describe("level 4 output checks", () => {
	it("timm: five class indices of the model's classes", () => {
		const out = "tensor([[380, 373, 184, 404, 401]]) tensor([[0.1, 0.1, 0.1, 0.1, 0.1]])\n";
		expect(problem(timmClassify, out, "timm", { num_classes: 1000 })).toBeUndefined();
		expect(problem(timmClassify, out, "timm", { num_classes: 10 })).toMatch(/top-5 class indices/);
		expect(problem(timmClassify, "tensor([[1, 2]])\n", "timm", {})).toMatch(/top-5 class indices/);
	});

	it("timm: an embedding of the model's feature size", () => {
		expect(problem(timmEmbed, "torch.Size([1, 32])\n", "timm", { embedding_dim: 32 })).toBeUndefined();
		expect(problem(timmEmbed, "torch.Size([1, 64])\n", "timm", { embedding_dim: 32 })).toMatch(/size 64.*32/);
		expect(problem(timmEmbed, "done\n", "timm", { embedding_dim: 32 })).toMatch(/no embedding shape/);
	});

	it("open_clip: one probability per label, summing to 1", () => {
		expect(problem(clip, "tensor([[0.3366, 0.3213, 0.3421]])\n", "open_clip")).toBeUndefined();
		expect(problem(clip, "tensor([[0.5, 0.5]])\n", "open_clip")).toMatch(/each of the 3 labels/);
		expect(problem(clip, "tensor([[0.5, 0.5, 0.5]])\n", "open_clip")).toMatch(/sum to 1/);
	});

	it("other libraries: printed something", () => {
		expect(problem("print(x)", "", "transformers")).toMatch(/printed nothing/);
		expect(problem("print(x)", "[{'label': 'POSITIVE'}]\n", "transformers")).toBeUndefined();
	});
});
