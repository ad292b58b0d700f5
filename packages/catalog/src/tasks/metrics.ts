/**
 * METRIC_LINKS: the checked table of metric pages a task page may link to. A metric whose id is not
 * here is shown without a link: a link must lead to a page that exists.
 *
 * The `evaluate-metric/<id>` spaces are the metric modules of the `evaluate` library (its repository's
 * `metrics/<id>` folders, each published as a space); only modules that have been published for several
 * releases are listed. Metrics outside that library link to their defining paper or their leaderboard.
 */

export interface MetricLink {
	/** How the metric is usually written. */
	title: string;
	/** A stable https URL of the metric's page, paper or leaderboard. */
	url: string;
}

const EVALUATE_METRICS = [
	"accuracy",
	"bertscore",
	"bleu",
	"bleurt",
	"brier_score",
	"cer",
	"character",
	"charcut_mt",
	"chrf",
	"code_eval",
	"comet",
	"competition_math",
	"confusion_matrix",
	"coval",
	"cuad",
	"exact_match",
	"f1",
	"frugalscore",
	"glue",
	"google_bleu",
	"indic_glue",
	"mae",
	"mahalanobis",
	"mape",
	"mase",
	"matthews_correlation",
	"mauve",
	"mean_iou",
	"meteor",
	"mse",
	"nist_mt",
	"pearsonr",
	"perplexity",
	"poseval",
	"precision",
	"r_squared",
	"recall",
	"rl_reliability",
	"roc_auc",
	"rouge",
	"sacrebleu",
	"sari",
	"seqeval",
	"smape",
	"spearmanr",
	"squad",
	"squad_v2",
	"super_glue",
	"ter",
	"trec_eval",
	"wer",
	"wiki_split",
	"xnli",
	"xtreme_s",
] as const;

/** Metrics defined outside the `evaluate` library: their paper or leaderboard. Keys are lower-case ids. */
const OTHER_METRICS: Readonly<Record<string, MetricLink>> = {
	fid: { title: "FID", url: "https://arxiv.org/abs/1706.08500" },
	lpips: { title: "LPIPS", url: "https://arxiv.org/abs/1801.03924" },
	clipscore: { title: "CLIPScore", url: "https://arxiv.org/abs/2104.08718" },
	vbench: { title: "VBench", url: "https://arxiv.org/abs/2311.17982" },
	mteb: { title: "MTEB", url: "https://arxiv.org/abs/2210.07316" },
	map: { title: "mAP", url: "https://cocodataset.org/#detection-eval" },
	ndcg: { title: "nDCG", url: "https://en.wikipedia.org/wiki/Discounted_cumulative_gain" },
	detection_error_rate: { title: "Detection error rate", url: "https://pyannote.github.io/pyannote-metrics/" },
};

export const METRIC_LINKS: Readonly<Record<string, MetricLink>> = {
	...Object.fromEntries(
		EVALUATE_METRICS.map((id) => [id, { title: id, url: `https://huggingface.co/spaces/evaluate-metric/${id}` }]),
	),
	...OTHER_METRICS,
};

/** The table key of a metric id as pages write it: lower case, spaces as underscores ("Mean IoU" → mean_iou). */
export function metricKey(id: string): string {
	return id.trim().toLowerCase().replace(/\s+/g, "_");
}

/** The checked page of a metric, or undefined when the table has none (render the name without a link). */
export function metricLink(id: string): MetricLink | undefined {
	const key = metricKey(id);
	return Object.hasOwn(METRIC_LINKS, key) ? METRIC_LINKS[key] : undefined;
}
