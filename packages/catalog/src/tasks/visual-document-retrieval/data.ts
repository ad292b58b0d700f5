import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Visual document retrieval finds the document pages that best match a text query by looking at the page images themselves. The input is a query and a collection of page images, and the output is a relevance score per page. Because it skips OCR, it keeps charts, tables and layout, and it serves as the retrieval step of multimodal assistants.",
	datasets: [
		{
			id: "vidore/colpali_train_set",
			description:
				"Queries paired with the document page images that answer them, used to train ColPali-style retrievers.",
		},
	],
	metrics: [
		{
			id: "Normalized Discounted Cumulative Gain at K",
			description: "Scores how well the top K retrieved pages are ordered, rewarding relevant pages ranked first.",
		},
	],
	models: [
		{
			id: "vidore/colqwen2-v1.0",
			description: "A ColPali-style retriever built on Qwen2-VL that embeds each page as many patch vectors.",
		},
		{
			id: "Tevatron/OmniEmbed-v0.1",
			description: "An embedding model built on an omni model that retrieves across text, images, audio and video.",
		},
	],
	spaces: [
		{
			id: "vidore/vidore-leaderboard",
			description: "The ViDoRe benchmark leaderboard for visual document retrievers.",
		},
		{
			id: "vidore/visual-rag-tool",
			description: "A tool that retrieves pages from uploaded PDFs by their images and answers questions from them.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "input.png" },
			{ type: "text", label: "Query", content: "In which quarter was revenue highest?" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Page 1: Quarterly revenue 2024", score: 0.91 },
					{ label: "Page 2: Staff holiday calendar", score: 0.08 },
					{ label: "Page 3: Office floor plan", score: 0.02 },
				],
			},
		],
	},
	widgetModels: [],
};
