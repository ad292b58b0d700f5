/** Modality ids of the pipeline catalogue and their labels (facts of @hubkit/catalog, kept small here for the home chunk). */
export const MODALITY_ORDER = ["multimodal", "nlp", "cv", "audio", "tabular", "rl", "other"] as const;

export const MODALITY_LABELS: Readonly<Record<string, string>> = {
	multimodal: "Multimodal",
	nlp: "Natural Language Processing",
	cv: "Computer Vision",
	audio: "Audio",
	tabular: "Tabular",
	rl: "Reinforcement Learning",
	other: "Other",
};

export const modalityLabel = (id: string): string => MODALITY_LABELS[id] ?? id;
