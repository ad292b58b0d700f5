import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Image-to-text models read an image and write text about it. The input is a picture and the output is a caption, a detailed description or, for documents, a transcription of the text on the page (OCR). They make images accessible with alt text, index photos for search and digitise scanned documents.",
	datasets: [
		{
			id: "kdexd/red_caps",
			description: "Twelve million image-caption pairs posted on Reddit, spread over hundreds of subreddits.",
		},
		{
			id: "google-research-datasets/conceptual_captions",
			description: "About 3.3 million web images with alt-text captions, cleaned and made more general.",
		},
	],
	metrics: [
		{
			id: "CIDEr",
			description:
				"Consensus with several human captions, weighting words that are informative for this image; the usual captioning score.",
		},
		{
			id: "cer",
			description: "Character error rate of a transcription against the true text, the basic OCR score.",
		},
		{
			id: "Edit distance",
			description:
				"Normalised edit distance between predicted and true page text or Markdown, as document-parsing benchmarks report it.",
		},
	],
	models: [
		{
			id: "rednote-hilab/dots.ocr",
			description:
				"A 3-billion-parameter document parser that turns pages in many languages into Markdown with tables and formulas.",
		},
		{
			id: "PaddlePaddle/PaddleOCR-VL",
			description:
				"A sub-billion-parameter OCR model for text, tables, formulas and charts in over a hundred languages.",
		},
		{
			id: "zai-org/GLM-OCR",
			description:
				"A 0.9-billion-parameter MIT-licensed OCR model that pairs a layout stage with a small GLM decoder for tables, formulas and seals.",
		},
		{
			id: "Qwen/Qwen2.5-VL-7B-Instruct",
			description:
				"A general vision-language model that captions, reads text and answers questions, served by several providers.",
		},
		{
			id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct",
			description:
				"A 2.2-billion-parameter vision-language model that describes images and short videos on modest hardware.",
		},
		{
			id: "Salesforce/blip-image-captioning-large",
			description: "BLIP, a dedicated captioner that writes one short English sentence per image.",
		},
		{
			id: "nlpconnect/vit-gpt2-image-captioning",
			description: "A small ViT encoder with a GPT-2 decoder for quick, simple captions on a CPU.",
		},
	],
	spaces: [
		{ id: "multimodalart/OmniSVG-3B", description: "Turns a picture or a description into SVG vector graphics code." },
		{
			id: "numind/NuMarkdown-8B-Thinking",
			description: "Converts document images into Markdown with an OCR model that reasons before answering.",
		},
		{ id: "fancyfeast/joy-caption-beta-one", description: "Captions uploaded images in several styles and lengths." },
	],
	demo: {
		inputs: [{ type: "img", filename: "savanna.jpg" }],
		outputs: [
			{
				type: "text",
				label: "Caption",
				content: "A giraffe standing next to an acacia tree on the savanna at sunset.",
			},
		],
	},
	widgetModels: ["Salesforce/blip-image-captioning-large"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "Salesforce/blip-image-captioning-large",
	benchmark: {
		dataset: "opendatalab/OmniDocBench",
		config: "v1.5",
		metric: "edit_distance",
		label:
			"OmniDocBench v1.5, text edit distance (lower is better; one table: the dots.ocr README, which gathers each model's published figure)",
		url: "https://github.com/opendatalab/OmniDocBench",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "nlpconnect/vit-gpt2-image-captioning",
			why: "Under 250 million parameters and fast on a CPU, for short literal captions.",
		},
		{
			pick: "multilingual",
			modelId: "PaddlePaddle/PaddleOCR-VL",
			why: "It reads documents in over a hundred languages and scripts at under a billion parameters.",
		},
		{
			pick: "quality",
			modelId: "Qwen/Qwen2.5-VL-7B-Instruct",
			why: "Detailed, accurate descriptions and reliable reading of text in images, with the style you ask for; the OmniDocBench table read here has no row for it, and of the document parsers it scores PaddleOCR-VL reads page text best.",
		},
		{
			pick: "permissive",
			modelId: "rednote-hilab/dots.ocr",
			why: "MIT-licensed document parsing with layout, tables and formulas.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Three jobs share this tag. Captioning writes a sentence or paragraph about what the picture shows, for alt text, search or training data for image generators. OCR transcribes the text in an image, from a street sign to a handwritten letter. Document parsing goes further and turns a page into structured text such as Markdown or HTML, keeping headings, reading order, tables and formulas. Older dedicated models do one of these; current vision-language models do all three from an instruction, and the line between this task and image-text-to-text has mostly gone.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"For captions at scale, decide how much detail you need. Dedicated captioners such as BLIP are small and cheap but write short, generic sentences; a vision-language model writes rich, specific descriptions and follows style instructions, at ten to fifty times the cost. For OCR and documents, pick a model trained for documents: general models read clean text well but lose reading order, merge table cells or skip lines on dense pages. Check language and script support explicitly, and test on your own scans, since handwriting, low resolution and unusual layouts separate models more than benchmarks do.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Vision-language models can invent plausible text that is not on the page, especially in blurry regions; for records that matter, compare against a classic OCR engine or check confidence. Images are resized to the model's input size, so small print needs higher resolution or cropping into tiles. Long documents exceed output limits; process page by page. Captions reflect the training data's biases about people; review them before publishing alt text about identifiable people.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"Captioning benchmarks report CIDEr, BLEU and similar overlap scores against human captions, which reward the short, generic style of those captions and penalise richer descriptions; human or LLM-judged preference is a better guide for modern models. OCR is scored by character and word error rate. Document parsing uses normalised edit distance on the page text plus table and formula scores, as in OmniDocBench.",
				"If you need answers about an image rather than a description, such as a total from a receipt, ask a vision-language model the question directly; see image-text-to-text and document question answering.",
			],
		},
	],
	resources: [
		{
			title: "Transformers image captioning guide",
			url: "https://huggingface.co/docs/transformers/tasks/image_captioning",
			kind: "docs",
		},
		{ title: "BLIP", url: "https://arxiv.org/abs/2201.12086", kind: "paper" },
		{ title: "OmniDocBench", url: "https://arxiv.org/abs/2412.07626", kind: "paper" },
		{ title: "PaddleOCR documentation", url: "https://www.paddleocr.ai/", kind: "docs" },
	],
};
