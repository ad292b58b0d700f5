/** Links to the public hub for ids named on task pages (models, datasets, spaces, metrics). */
export const HUB_URL = "https://huggingface.co";

const path = (id: string) => id.split("/").map(encodeURIComponent).join("/");

export const hubModelUrl = (id: string) => `${HUB_URL}/${path(id)}`;
export const hubDatasetUrl = (id: string) => `${HUB_URL}/datasets/${path(id)}`;
export const hubSpaceUrl = (id: string) => `${HUB_URL}/spaces/${path(id)}`;
/** Metrics of the `evaluate` library live as spaces of the evaluate-metric organisation. */
export const metricUrl = (id: string) =>
	id.includes("/") ? hubSpaceUrl(id) : `${HUB_URL}/spaces/evaluate-metric/${encodeURIComponent(id)}`;
export const youtubeUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
