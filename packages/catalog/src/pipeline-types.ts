export const MODALITIES = ["multimodal", "nlp", "cv", "audio", "tabular", "rl", "other"] as const;
export type Modality = (typeof MODALITIES)[number];

export const MODALITY_LABELS: Record<Modality, string> = {
	multimodal: "Multimodal",
	nlp: "Natural Language Processing",
	cv: "Computer Vision",
	audio: "Audio",
	tabular: "Tabular",
	rl: "Reinforcement Learning",
	other: "Other",
};

export interface PipelineData {
	/** Display label (same as `name`; both spellings are read by callers). */
	label: string;
	name: string;
	modality: Modality;
	subtasks?: readonly string[];
	hideInModels?: boolean;
	hideInDatasets?: boolean;
	color: "blue" | "green" | "indigo" | "orange" | "purple" | "red" | "yellow" | "gray";
}
