/**
 * Links to the public hub for ids named on task pages (models, datasets, spaces). Metric links come from
 * the API, which links only metrics of its checked table (@hubkit/catalog METRIC_LINKS).
 */
import { HF_HUB_URL } from "@hubkit/inference-snippets";

export const HUB_URL = HF_HUB_URL;

const path = (id: string) => id.split("/").map(encodeURIComponent).join("/");

export const hubModelUrl = (id: string) => `${HUB_URL}/${path(id)}`;
export const hubDatasetUrl = (id: string) => `${HUB_URL}/datasets/${path(id)}`;
export const hubSpaceUrl = (id: string) => `${HUB_URL}/spaces/${path(id)}`;
export const youtubeUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
