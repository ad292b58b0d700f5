import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Zero-shot object detection finds objects described in free text, even classes absent from the model's training labels. The input is an image and one or more text queries, and the output is a box, a label and a score for every match. It lets you search images for new kinds of objects or pre-annotate data without training a detector.",
	datasets: [
		{
			id: "merve/coco2017",
			description:
				"COCO 2017 photos with boxes for 80 classes, used to report zero-shot transfer to a standard label set.",
		},
	],
	metrics: [
		{
			id: "mAP",
			description:
				"Mean average precision over the queried classes and over box-overlap thresholds from 0.5 to 0.95, as on COCO.",
		},
		{
			id: "LVIS AP (rare)",
			description:
				"Average precision on LVIS's rare classes, the best single sign of how well a model handles unseen vocabulary.",
		},
		{ id: "AP50", description: "Average precision at a single overlap threshold of 0.5, closer to 'found it at all'." },
	],
	models: [
		{
			id: "IDEA-Research/grounding-dino-tiny",
			description: "Grounding DINO tiny, the most used open-vocabulary detector, with a text phrase per object class.",
		},
		{
			id: "IDEA-Research/grounding-dino-base",
			description:
				"Grounding DINO base, more accurate than tiny on long and unusual phrases, at about twice the compute.",
		},
		{
			id: "facebook/sam3",
			description: "SAM 3 finds every instance of a short noun phrase and returns a box and a mask for each.",
		},
		{
			id: "google/owlv2-base-patch16-ensemble",
			description: "OWLv2 base, which can also search with an example image instead of a text query.",
		},
		{
			id: "google/owlv2-large-patch14-ensemble",
			description: "OWLv2 large, better on rare classes than the base model, for offline labelling of datasets.",
		},
	],
	spaces: [
		{
			id: "ariG23498/zero-shot-od",
			description: "Compares several open-vocabulary detectors on your image and queries.",
		},
		{ id: "merve/OWLSAM", description: "Detects objects from text with OWLv2 and segments them with SAM." },
	],
	demo: {
		inputs: [
			{ type: "img", filename: "zero-shot-object-detection-input.jpg" },
			{ type: "text", label: "Queries", content: "mug, apple, book" },
		],
		outputs: [
			{
				type: "img",
				filename: "zero-shot-object-detection-output.jpg",
				label: "Boxes for the three queries (illustration)",
			},
		],
	},
	widgetModels: ["IDEA-Research/grounding-dino-tiny"],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "IDEA-Research/grounding-dino-tiny",
	benchmark: {
		dataset: "lvis",
		config: "rare",
		split: "val",
		metric: "map",
		label: "LVIS v1 val, AP on rare classes (APr), never-seen vocabulary",
		url: "https://www.lvisdataset.org/",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "IDEA-Research/grounding-dino-tiny",
			why: "Under 200 million parameters with direct Transformers support; it runs on a CPU for a few images a second.",
		},
		{
			pick: "quality",
			modelId: "facebook/sam3",
			why: "It finds all instances of a concept with the best recall here, and adds a mask to every box.",
		},
		{
			pick: "permissive",
			modelId: "google/owlv2-base-patch16-ensemble",
			why: "Apache 2.0 like Grounding DINO, and it also accepts an example image as the query.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Open-vocabulary detectors take class names at run time: you pass 'forklift' or 'cracked tile' and get boxes. Grounding models such as Grounding DINO go further and accept referring phrases ('the person holding the red umbrella'), linking words to regions. Image-guided detection, offered by OWLv2, searches for objects that look like a crop you provide, which helps when a thing is hard to name. Promptable concept segmentation, as in SAM 3, returns a mask as well as a box for every instance of a noun phrase.",
				"Only a handful of open model families are in wide use, so the list here is short on purpose; most tools wrap Grounding DINO, OWLv2 or, since late 2025, SAM 3.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"If your classes are fixed and you can label a few hundred images, a closed-set detector fine-tuned on them (see object detection) is faster and more precise; use zero-shot models to bootstrap that training set. For interactive search or a changing list of classes, start with Grounding DINO tiny and move to the base model or SAM 3 when recall on unusual objects is too low. OWLv2 is the choice when an example crop says more than a word.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Queries are sensitive to phrasing: singular nouns, lower case and short phrases work best, and Grounding DINO expects classes separated by full stops. Scores are not comparable across queries, so tune a threshold per class on a few labelled images. These models are slower than real-time detectors, especially with long query lists, and they tend to box the whole scene or a larger part when an object is missing. Check licences on the variants you pick: several open-vocabulary checkpoints were trained on data with research-only terms.",
			],
		},
		{
			heading: "Metrics, and when a VLM fits better",
			paragraphs: [
				"Zero-shot COCO mAP shows general competence, but the figure that best predicts success on new vocabulary is LVIS AP on rare classes. For dataset pre-labelling, what counts is recall at a loose threshold, because a person will fix the boxes afterwards.",
				"A general vision-language model that can output coordinates handles questions needing reasoning ('which shelf is empty?') but is slower and its boxes are looser; keep dedicated detectors for bulk labelling and anything that runs per frame.",
			],
		},
	],
	resources: [
		{ title: "Grounding DINO", url: "https://arxiv.org/abs/2303.05499", kind: "paper" },
		{
			title: "Scaling Open-Vocabulary Object Detection (OWLv2)",
			url: "https://arxiv.org/abs/2306.09683",
			kind: "paper",
		},
		{ title: "SAM 3: Segment Anything with Concepts", url: "https://arxiv.org/abs/2511.16719", kind: "paper" },
		{
			title: "Transformers zero-shot object detection guide",
			url: "https://huggingface.co/docs/transformers/tasks/zero_shot_object_detection",
			kind: "docs",
		},
	],
};
