// Tabular (scikit-learn with pickle, skops and a missing file name; tabular foundation models),
// reinforcement learning, robotics, time series, graph ML, and science libraries.
import { st } from "../architectures.mjs";
import { day, files, rec, serve, tf, withFacts } from "../lib.mjs";

const TC = "tabular-classification";
const TR = "tabular-regression";
const RL = "reinforcement-learning";

const sklearn = (id, pipeline_tag, file, format, o = {}) =>
	rec(id, {
		pipeline_tag,
		library_name: "sklearn",
		tags: ["skops", ...(o.tags ?? [])],
		license: o.license ?? "mit",
		config: {
			sklearn: {
				...(file ? { model: { file } } : {}),
				...(format ? { model_format: format } : {}),
				...(o.sklearn ?? {}),
			},
		},
		siblings: files("config.json", "README.md", ...(file ? [file] : [])),
		widgetData: o.widgetData,
		inferenceProviderMapping: o.inferenceProviderMapping,
		weight: o.weight ?? 0.1,
	});

const sb3 = (id, env, algo, o = {}) =>
	rec(id, {
		pipeline_tag: RL,
		library_name: "stable-baselines3",
		tags: [env, "deep-reinforcement-learning", "reinforcement-learning", "stable-baselines3", ...(o.tags ?? [])],
		siblings: files(`${algo}-${env}.zip`, "config.json", "README.md"),
		weight: o.weight ?? 0.2,
	});

const FISH = {
	structured_data: {
		Species: ["Bream", "Bream", "Bream"],
		Length1: [23.2, 24, 23.9],
		Length2: [25.4, 26.3, 26.5],
		Length3: [30, 31.2, 31.1],
		Height: [11.52, 12.48, 12.3778],
		Width: [4.02, 4.3056, 4.6961],
	},
};

export default [
	// scikit-learn
	withFacts(
		sklearn("scikit-learn/tabular-playground", TC, "model.pkl", "pickle", {
			tags: ["tabular-classification"],
			license: "apache-2.0",
			weight: 0.2,
			inferenceProviderMapping: serve(["hf-inference", "scikit-learn/tabular-playground", TC]),
		}),
		{
			decision: { created: "2022-08-12" },
			hardware: {
				sizes: { "model.pkl": 6_820 },
				source: {
					url: "https://huggingface.co/scikit-learn/tabular-playground/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (13 commits, 6f26afe): model.pkl, 6.82 kB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		sklearn("scikit-learn/cancer-prediction-trees", TC, "skops-ehapp4_u.pkl", "pickle", {
			tags: ["tabular-classification"],
			license: "mit",
		}),
		{ decision: { created: "2022-12-01" } },
	),
	withFacts(
		sklearn("scikit-learn/Fish-Weight", TR, "example.pkl", "pickle", {
			tags: ["tabular-regression"],
			license: "mit",
			widgetData: [FISH],
			inferenceProviderMapping: serve(["hf-inference", "scikit-learn/Fish-Weight", TR]),
		}),
		{
			decision: { created: "2022-10-06" },
			hardware: {
				sizes: { "example.pkl": 118_000 },
				source: {
					url: "https://huggingface.co/scikit-learn/Fish-Weight/blob/main/example.pkl",
					checked: "2026-11-28",
					note: "the file's page on main: example.pkl, 118 kB (Git LFS, size of remote file), as the page rounds it",
				},
			},
		},
	),
	sklearn("skops/hf_hub_example-bdc26c1f-7e82-42eb-9657-0318315f2df0", TC, "skops-user-model.skops", "skops", {
		tags: ["tabular-classification"],
	}),
	sklearn("skops-ci/hf_hub_example-fcd0ab2b-9c33-46ba-ba35-b9e6ab4dfa2a", TC, "skops-n9o3ri0c.skops", "skops", {
		tags: ["tabular-classification"],
		weight: 0.01,
	}),
	withFacts(
		sklearn("julien-c/wine-quality", TC, "sklearn_model.joblib", "pickle", {
			tags: ["tabular-classification", "wine-quality"],
			license: "apache-2.0",
			weight: 0.05,
		}),
		{
			decision: { created: "2022-03-02" },
			hardware: {
				sizes: { "sklearn_model.joblib": 187_000 },
				source: {
					url: "https://huggingface.co/julien-c/wine-quality/tree/dbd60430626600bf902f86d8903b447bf30518ae",
					checked: "2026-11-28",
					note: "the repository's file list (11 commits, 'Update task type (#1)'): sklearn_model.joblib, 187 kB, as the page rounds it",
				},
			},
		},
	),
	sklearn("scikit-learn/sklearn-transformers", "text-classification", "model.pkl", "pickle", {
		tags: ["text-classification"],
		license: "mit",
		weight: 0.02,
	}),
	// A config that names no model file (the snippet explains what is missing).
	sklearn("skops/tabular-regression-example", TR, undefined, "pickle", { tags: ["tabular-regression"], weight: 0.01 }),
	withFacts(
		sklearn("merve/breast_cancernb8gjv4n-diagnosis-classification", TC, undefined, undefined, {
			tags: ["tabular-classification", "baseline-trainer"],
			weight: 0.01,
		}),
		{
			hardware: {
				files: { "clf.pkl": 9_040 },
				source: {
					url: "https://huggingface.co/merve/breast_cancernb8gjv4n-diagnosis-classification/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (2 commits, 01beac9): clf.pkl, 9.04 kB, as the page rounds it",
				},
			},
		},
	),
	// tabular foundation models
	withFacts(
		rec("SAP/sap-rpt-1-oss", {
			pipeline_tag: TC,
			library_name: "sap-rpt-1-oss",
			tags: ["tabular"],
			license: "apache-2.0",
			siblings: files("model.pt", "README.md"),
			weight: 0.1,
		}),
		{
			decision: { created: "2025-11-04" },
			hardware: {
				sizes: { "model.pt": 64_600_000 },
				source: {
					url: "https://arxivlens.com/PaperView/Details/evaluating-sap-rpt-1-for-enterprise-business-process-prediction-in-context-learning-vs-traditional-machine-learning-on-structured-sap-data-2166-a4a946f6",
					checked: "2026-11-28",
					note: "an independent evaluation paper (arXiv, Feb 2026): 'RPT-1 is a compact 64.6 MB model', 'the open-source 64.6 MB RPT-1-OSS variant'; the library downloads the checkpoint 2025-11-04_sap-rpt-one-oss.pt from this repository (the record lists it as model.pt)",
				},
			},
			evals: [
				{
					dataset: "tabarena",
					config: "v0.1-lite",
					metric: "elo",
					metricName: "TabArena Elo, default configuration",
					value: 1239.7,
					url: "https://github.com/autogluon/tabarena/blob/29bdbf9c16e8d7363a365ab619c5ba0311691dc7/packages/tabflow_slurm/experiments/eval_output/example_tabarena_v0pt1_local/leaderboards/lite.csv",
					checked: "2026-11-28",
					notes:
						"A TabArena-v0.1 Lite leaderboard file kept in the TabArena repository's example evaluation output (not the tabarena.ai site's table) (51 datasets, 38 classification and 13 regression, one split each), row 'SAP-RPT-OSS (default)', column elo; the method predicts both kinds of task with this one model",
				},
			],
		},
	),
	rec("SAP/flextab", {
		pipeline_tag: TR,
		library_name: "flextab",
		tags: ["tabular"],
		license: "apache-2.0",
		siblings: files("flextab.pt", "README.md"),
		weight: 0.02,
	}),
	withFacts(
		rec("Prior-Labs/TabPFN-v2-clf", {
			pipeline_tag: TC,
			library_name: "tabpfn",
			tags: ["tabular"],
			license: "other",
			weight: 1,
		}),
		{
			decision: {
				created: "2025-01-05",
				licenseText: {
					id: "prior-labs-license",
					url: "https://github.com/PriorLabs/TabPFN/blob/main/LICENSE",
					checked: "2026-11-28",
				},
			},
			hardware: {
				// The repository holds several checkpoints; tabpfn loads tabpfn-v2-classifier.ckpt by default.
				files: { "tabpfn-v2-classifier.ckpt": 29_000_000 },
				source: {
					url: "https://huggingface.co/Prior-Labs/TabPFN-v2-clf/blob/main/tabpfn-v2-classifier.ckpt",
					checked: "2026-11-28",
					note: "the file's page on main: tabpfn-v2-classifier.ckpt, 29 MB (Git LFS, size of remote file), as the page rounds it",
				},
			},
			evals: [
				{
					dataset: "tabarena",
					config: "v0.1-lite",
					metric: "elo",
					metricName: "TabArena Elo, default configuration",
					value: 1219.3,
					url: "https://github.com/autogluon/tabarena/blob/29bdbf9c16e8d7363a365ab619c5ba0311691dc7/packages/tabflow_slurm/experiments/eval_output/example_tabarena_v0pt1_local/leaderboards/lite.csv",
					checked: "2026-11-28",
					notes:
						"A TabArena-v0.1 Lite leaderboard file kept in the TabArena repository's example evaluation output (not the tabarena.ai site's table) (51 datasets, 38 classification and 13 regression, one split each), row 'TABPFNV2_GPU (default)', column elo; the method runs TabPFN v2's classifier on classification and its regressor on regression tasks",
				},
			],
		},
	),
	withFacts(
		rec("Prior-Labs/TabPFN-v2-reg", {
			pipeline_tag: TR,
			library_name: "tabpfn",
			tags: ["tabular"],
			license: "other",
			weight: 0.5,
		}),
		{
			decision: {
				created: "2025-01-05",
				licenseText: {
					id: "prior-labs-license",
					url: "https://github.com/PriorLabs/TabPFN/blob/main/LICENSE",
					checked: "2026-11-28",
				},
			},
			hardware: {
				// The repository holds several checkpoints; tabpfn loads tabpfn-v2-regressor.ckpt by default.
				files: { "tabpfn-v2-regressor.ckpt": 44_400_000 },
				source: {
					url: "https://huggingface.co/Prior-Labs/TabPFN-v2-reg/blob/e3f6f0180619354389b006236fa1cbaeb0b1804a/tabpfn-v2-regressor.ckpt",
					checked: "2026-11-28",
					note: "the file's page (last changed in 230d617, 'Update tabpfn-v2-regressor.ckpt'): 44.4 MB, size of the remote file, as the page rounds it",
				},
			},
			evals: [
				{
					dataset: "tabarena",
					config: "v0.1-lite",
					metric: "elo",
					metricName: "TabArena Elo, default configuration",
					value: 1219.3,
					url: "https://github.com/autogluon/tabarena/blob/29bdbf9c16e8d7363a365ab619c5ba0311691dc7/packages/tabflow_slurm/experiments/eval_output/example_tabarena_v0pt1_local/leaderboards/lite.csv",
					checked: "2026-11-28",
					notes:
						"A TabArena-v0.1 Lite leaderboard file kept in the TabArena repository's example evaluation output (not the tabarena.ai site's table) (51 datasets, 38 classification and 13 regression, one split each), row 'TABPFNV2_GPU (default)', column elo; the method runs TabPFN v2's classifier on classification and its regressor on regression tasks",
				},
			],
		},
	),
	withFacts(
		rec("autogluon/tabpfn-mix-1.0-regressor", {
			pipeline_tag: TR,
			library_name: "autogluon",
			tags: ["tabular"],
			license: "apache-2.0",
			weight: 0.2,
		}),
		{ decision: { created: "2024-11-26", params: 37_000_000, dtype: "F32" } },
	),
	// reinforcement learning
	// The reinforcement-learning cards here (sb3, edbeeching, HumanCompatibleAI) state no licence, checked on
	// each repository's hub page, which shows no licence tag: `licenseStated: false` records that. Their dates
	// are each repository's first commit on the hub.
	withFacts(sb3("sb3/ppo-CartPole-v1", "CartPole-v1", "ppo", { weight: 0.3 }), {
		decision: { created: "2022-05-19", licenseStated: false },
		hardware: {
			sizes: { "ppo-CartPole-v1.zip": 139_000 },
			source: {
				url: "https://huggingface.co/sb3/ppo-CartPole-v1/tree/ef32ab088fa1c5ec1fc59de88b3c02b36c941186",
				checked: "2026-11-28",
				note: "the repository's file list (5 commits, ef32ab0): ppo-CartPole-v1.zip, 139 kB, as the page rounds it (train_eval_metrics.zip beside it holds training metrics, not weights)",
			},
		},
	}),
	withFacts(sb3("sb3/dqn-SpaceInvadersNoFrameskip-v4", "SpaceInvadersNoFrameskip-v4", "dqn"), {
		decision: { created: "2022-06-02", licenseStated: false },
	}),
	withFacts(sb3("ThomasSimonini/ppo-LunarLander-v2", "LunarLander-v2", "ppo", { weight: 0.1 }), {
		hardware: {
			sizes: { "ppo-LunarLander-v2.zip": 147_000 },
			source: {
				url: "https://huggingface.co/ThomasSimonini/ppo-LunarLander-v2/tree/39095186b989120f057338797ce840aaef717564",
				checked: "2026-11-28",
				note: "the repository's file list (21 commits, 3909518, May 2023; main has one later upload, 85bd6ea): ppo-LunarLander-v2.zip, 147 kB, as the page rounds it",
			},
		},
	}),
	withFacts(
		rec("ThomasSimonini/ppo-SnowballTarget", {
			pipeline_tag: RL,
			library_name: "ml-agents",
			tags: ["SnowballTarget", "deep-reinforcement-learning", "reinforcement-learning", "ML-Agents-SnowballTarget"],
			weight: 0.01,
		}),
		{
			hardware: {
				files: { "SnowballTarget.onnx": 647_000 },
				source: {
					url: "https://huggingface.co/ThomasSimonini/ppo-SnowballTarget/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (5 commits, 528a69f): SnowballTarget.onnx, 647 kB, as the page rounds it; the SnowballTarget/ folder holds the training checkpoints",
				},
			},
		},
	),
	withFacts(
		rec("unity/MLAgents-Pyramids", {
			pipeline_tag: RL,
			library_name: "ml-agents",
			tags: ["onnx", "Pyramids", "deep-reinforcement-learning", "reinforcement-learning", "ML-Agents-Pyramids"],
			weight: 0.01,
		}),
		{
			hardware: {
				files: { "Pyramids.onnx": 1_420_000 },
				source: {
					url: "https://huggingface.co/unity/ML-Agents-Pyramids/tree/main",
					checked: "2026-11-28",
					note: "the file list of Unity's Pyramids model, whose hub id is unity/ML-Agents-Pyramids (4 commits, 6c3a249): Pyramids.onnx, 1.42 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		rec("edbeeching/doom_health_gathering_supreme_3333", {
			pipeline_tag: RL,
			library_name: "sample-factory",
			tags: ["tensorboard", "deep-reinforcement-learning", "reinforcement-learning"],
			weight: 0.01,
		}),
		{
			decision: { created: "2022-10-24", licenseStated: false },
			hardware: {
				// checkpoint_p0 holds the run's best and latest checkpoints of one network; Sample Factory
				// loads the latest unless told otherwise (load_checkpoint_kind defaults to "latest").
				files: { "checkpoint_p0/checkpoint_000536435_4394475520.pth": 41_200_000 },
				source: {
					url: "https://huggingface.co/edbeeching/doom_health_gathering_supreme_3333/blob/828d841d5cad9532d02c4304d276117d99d56419/checkpoint_p0/checkpoint_000536435_4394475520.pth",
					checked: "2026-11-28",
					note: "the checkpoint's page (uploaded in ee34553, unchanged on main since): 41.2 MB, size of the remote file, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		rec("edbeeching/decision-transformer-gym-hopper-expert", {
			pipeline_tag: RL,
			library_name: "transformers",
			formats: ["pytorch"],
			tags: [
				"decision_transformer",
				"feature-extraction",
				"deep-reinforcement-learning",
				"reinforcement-learning",
				"decision-transformer",
				"gym-continous-control",
			],
			config: { architectures: ["DecisionTransformerModel"], model_type: "decision_transformer" },
			transformersInfo: { auto_model: "AutoModel", pipeline_tag: RL },
			weight: 0.05,
		}),
		{
			decision: { created: "2022-03-16", licenseStated: false },
			hardware: {
				files: { "pytorch_model.bin": 6_600_000 },
				source: {
					url: "https://huggingface.co/edbeeching/decision-transformer-gym-hopper-expert/tree/9241dee30839cf8ca9bed88afd684c79791c7430",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 6.6 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		rec("HumanCompatibleAI/ppo-seals-CartPole-v0", {
			pipeline_tag: RL,
			library_name: "stable-baselines3",
			tags: ["seals/CartPole-v0", "deep-reinforcement-learning", "reinforcement-learning", "stable-baselines3"],
			weight: 0.01,
		}),
		{
			decision: { created: "2022-12-29", licenseStated: false },
			hardware: {
				files: { "ppo-seals-CartPole-v0.zip": 139_000 },
				source: {
					url: "https://huggingface.co/HumanCompatibleAI/ppo-seals-CartPole-v0/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (6 commits, a86541d): ppo-seals-CartPole-v0.zip, 139 kB, as the page rounds it (rollouts.npz and train_eval_metrics.zip beside it are rollouts and training metrics)",
				},
			},
		},
	),
	// robotics
	withFacts(
		rec("lerobot/smolvla_base", {
			pipeline_tag: "robotics",
			library_name: "lerobot",
			formats: ["safetensors"],
			tags: ["smolvla", "robotics"],
			license: "apache-2.0",
			weight: 2,
		}),
		{
			decision: { created: "2025-06-03", params: 450_046_212, dtype: "F32" },
			evals: [
				{
					dataset: "libero",
					metric: "success_rate",
					metricName: "LIBERO success rate %, average of the Spatial, Object, Goal and Long suites",
					value: 87.3,
					url: "https://github.com/sylvestf/LIBERO-plus/blob/4976dc30028e805ff8094b55501d532c48fec182/libero_res.md",
					checked: "2026-11-28",
					notes:
						"LIBERO-plus comparison table, row 'SmolVLA (0.45B)', column Avg, citing the SmolVLA paper (arXiv:2506.01844); SmolVLA fine-tuned on the LIBERO suites",
				},
			],
		},
	),
	withFacts(
		rec("lerobot/pi0", {
			pipeline_tag: "robotics",
			library_name: "lerobot",
			formats: ["safetensors"],
			tags: ["pi0", "robotics"],
			license: "apache-2.0",
			weight: 1,
		}),
		{
			decision: { created: "2025-02-04", params: 3_501_372_176, dtype: "F32" },
			evals: [
				{
					dataset: "libero",
					metric: "success_rate",
					metricName: "LIBERO success rate %, average of the Spatial, Object, Goal and Long suites",
					value: 94.15,
					url: "https://github.com/Physical-Intelligence/openpi/blob/7cf5f609837e87179cbd28d48a915fc3447d8124/examples/libero/README.md",
					checked: "2026-11-28",
					notes:
						"openpi LIBERO example, Results table, row 'π0 @ 30k (finetuned)', column Average; π0 fine-tuned for 30k steps with openpi's pi0_libero config (the LIBERO-plus table lists the same 94.15)",
				},
			],
		},
	),
	withFacts(
		rec("lerobot/diffusion_pusht", {
			pipeline_tag: "robotics",
			library_name: "lerobot",
			formats: ["safetensors"],
			tags: ["diffusion-policy", "model_hub_mixin", "pytorch_model_hub_mixin", "robotics"],
			license: "apache-2.0",
			weight: 0.5,
		}),
		{ decision: { created: "2024-03-21", params: 262_709_026, dtype: "F32" } },
	),
	withFacts(
		rec("nvidia/GR00T-N1.5-3B", {
			pipeline_tag: "robotics",
			formats: ["safetensors"],
			tags: ["robotics", "gr00t"],
			license: "other",
			weight: 0.5,
		}),
		{
			decision: { created: "2025-06-09" },
			hardware: {
				// The hub tags the repository Safetensors; no page read states the stored type.
				params: 3_000_000_000,
				dtype: "BF16",
				dtypeAssumed: true,
				source: {
					url: "https://github.com/isaac-sim/IsaacLab-Arena/blob/main/docs/pages/example_workflows/static_manipulation/step_4_policy_training.rst",
					checked: "2026-11-28",
					note: "NVIDIA's Isaac Lab Arena post-training guide (its GR00T N1.5 version, base model nvidia/GR00T-N1.5-3B): 'The GR00T N1.5 policy has 3 billion parameters'; the type is assumed BF16 from copies of the checkpoint's config.json (torch_dtype bfloat16), not read from the hub",
				},
			},
		},
	),
	// time series
	withFacts(
		rec("amazon/chronos-t5-small", {
			pipeline_tag: "time-series-forecasting",
			library_name: "chronos-forecasting",
			formats: ["safetensors"],
			tags: [
				"time series",
				"forecasting",
				"pretrained models",
				"foundation models",
				"time series foundation models",
				"time-series",
			],
			license: "apache-2.0",
			weight: 10,
		}),
		{
			decision: {
				created: "2024-03-13",
				params: 46_000_000,
				dtype: "F32",
				config: { chronos_config: { context_length: 512, prediction_length: 64 } },
			},
			evals: [
				{
					dataset: "autogluon/chronos_datasets",
					config: "ercot",
					metric: "WQL",
					value: 0.0151,
					url: "https://github.com/autogluon/fev/blob/1bc95fd779b3bbfccd85c91178e56075d8fc2e45/benchmarks/chronos_zeroshot/results/chronos_small.csv",
					checked: "2026-11-28",
					notes:
						"fev's Chronos Benchmark II results, chronos_small.csv, row task_name ercot (horizon 24, trained_on_this_dataset False), column WQL: 0.0151159482308978; the run's model_name is amazon/chronos-t5-small (history of the file, commit e876cf3)",
				},
			],
		},
	),
	withFacts(
		rec("amazon/chronos-bolt-base", {
			pipeline_tag: "time-series-forecasting",
			library_name: "chronos-forecasting",
			formats: ["safetensors"],
			tags: ["time series", "forecasting", "foundation models", "time-series"],
			license: "apache-2.0",
			weight: 10,
		}),
		{
			decision: {
				created: "2024-11-25",
				params: 205_000_000,
				dtype: "F32",
				config: { chronos_config: { context_length: 2048, prediction_length: 64 } },
			},
			evals: [
				{
					dataset: "autogluon/chronos_datasets",
					config: "ercot",
					metric: "WQL",
					value: 0.0214,
					url: "https://github.com/autogluon/fev/blob/1bc95fd779b3bbfccd85c91178e56075d8fc2e45/benchmarks/chronos_zeroshot/results/chronos_bolt_base.csv",
					checked: "2026-11-28",
					notes:
						"fev's Chronos Benchmark II results, chronos_bolt_base.csv, row task_name ercot (horizon 24, trained_on_this_dataset False), column WQL: 0.0214218308542451; model_name amazon/chronos-bolt-base",
				},
			],
		},
	),
	withFacts(
		rec("google/timesfm-2.0-500m-pytorch", {
			pipeline_tag: "time-series-forecasting",
			library_name: "timesfm",
			tags: ["time-series", "forecasting"],
			license: "apache-2.0",
			weight: 2,
		}),
		{
			decision: { created: "2024-12-24", config: { context_length: 2048 } },
			hardware: {
				// timesfm loads torch_model.ckpt; model.safetensors beside it is the same weights for transformers.
				files: { "torch_model.ckpt": 2_000_000_000 },
				source: {
					url: "https://huggingface.co/google/timesfm-2.0-500m-pytorch/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list (5 commits, 777ca63): torch_model.ckpt, 2 GB, as the page rounds it (model.safetensors, also 2 GB)",
				},
			},
			evals: [
				{
					dataset: "autogluon/chronos_datasets",
					config: "ercot",
					metric: "WQL",
					value: 0.0209,
					url: "https://github.com/autogluon/fev/blob/1bc95fd779b3bbfccd85c91178e56075d8fc2e45/benchmarks/chronos_zeroshot/results/timesfm-2.0.csv",
					checked: "2026-11-28",
					notes:
						"fev's Chronos Benchmark II results, timesfm-2.0.csv, row task_name ercot (horizon 24, trained_on_this_dataset False), column WQL: 0.0208974468103259; the file was added with examples/timesfm/evaluate_model.py, whose model is google/timesfm-2.0-500m-pytorch (commit 7cb2529)",
				},
			],
		},
	),
	withFacts(
		rec("Salesforce/moirai-1.1-R-large", {
			pipeline_tag: "time-series-forecasting",
			tags: ["time series", "forecasting", "pretrained models", "foundation models"],
			license: "cc-by-nc-4.0",
			weight: 0.5,
		}),
		{
			decision: { created: "2024-06-14", params: 311_000_000, dtype: "F32" },
			evals: [
				{
					dataset: "autogluon/chronos_datasets",
					config: "ercot",
					metric: "WQL",
					value: 0.0172,
					url: "https://github.com/autogluon/fev/blob/1bc95fd779b3bbfccd85c91178e56075d8fc2e45/benchmarks/chronos_zeroshot/results/moirai_large.csv",
					checked: "2026-11-28",
					notes:
						"fev's Chronos Benchmark II results, moirai_large.csv, row task_name ercot (horizon 24, trained_on_this_dataset False), column WQL: 0.0171931020738503; the run's model_name is Salesforce/moirai-1.1-R-large (history of the file, commit e876cf3)",
				},
			],
		},
	),
	// graph machine learning
	withFacts(
		rec("clefourrier/graphormer-base-pcqm4mv2", {
			pipeline_tag: "graph-ml",
			library_name: "transformers",
			formats: ["pytorch"],
			tags: ["graphormer", "graphs"],
			license: "mit",
			config: { architectures: ["GraphormerForGraphClassification"], model_type: "graphormer" },
			weight: 0.05,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 191000000 },
				source: {
					url: "https://huggingface.co/clefourrier/graphormer-base-pcqm4mv2/tree/662d78215c8c8b2313837765b4b7f0d98b594a7e",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 191 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		rec("clefourrier/graphormer-base-pcqm4mv1", {
			pipeline_tag: "graph-ml",
			library_name: "transformers",
			formats: ["pytorch"],
			tags: ["graphormer", "graphs"],
			license: "mit",
			weight: 0.01,
		}),
		{
			hardware: {
				files: { "pytorch_model.bin": 191000000 },
				source: {
					url: "https://huggingface.co/clefourrier/graphormer-base-pcqm4mv1/tree/9b154fe4338d8d30b22761f889c75a182d4b893b",
					checked: "2026-11-28",
					note: "the repository's file list: pytorch_model.bin, 191 MB, as the page rounds it",
				},
			},
		},
	),
	withFacts(
		rec("ibm-research/MoLFormer-XL-both-10pct", {
			pipeline_tag: "graph-ml",
			library_name: "transformers",
			tags: ["custom_code", "chemistry", "molecular-property-prediction"],
			license: "apache-2.0",
			weight: 0.5,
		}),
		{
			hardware: {
				files: { "model.safetensors": 187000000 },
				source: {
					url: "https://huggingface.co/ibm-research/MoLFormer-XL-both-10pct/tree/main",
					checked: "2026-11-28",
					note: "the repository's file list: model.safetensors, 187 MB (pytorch_model.bin, also 187 MB, holds the same weights), as the page rounds it",
				},
			},
		},
	),
	// science and medical
	withFacts(
		rec("ecmwf/aifs-single-1.0", {
			pipeline_tag: "other",
			library_name: "anemoi",
			tags: ["weather-forecasting", "climate", "ecmwf"],
			license: "cc-by-4.0",
			siblings: files("aifs-single-mse-1.0.ckpt", "README.md"),
			weight: 0.2,
		}),
		{
			hardware: {
				sizes: { "aifs-single-mse-1.0.ckpt": 994_084_883 },
				source: {
					url: "https://github.com/al-rigazzi/HPE-LLM4Climate/blob/b524027a7a4f37ac27b57f8a577dbf40431bb606/multimodal_aifs/analysis/aifs_checkpoint_analysis.md",
					checked: "2026-11-28",
					note: "an analysis of the checkpoint pulled with git lfs from the hub repository: 'Size: 994,084,883 bytes (~948 MB)' for aifs-single-mse-1.0.ckpt (a third-party reading, not the hub's file list)",
				},
			},
		},
	),
	withFacts(
		rec("ibm-nasa-geospatial/Prithvi-EO-2.0-300M", {
			pipeline_tag: "other",
			library_name: "terratorch",
			tags: ["Pytorch", "Earth Observation", "Foundation Model", "NASA", "IBM"],
			license: "apache-2.0",
			siblings: files("Prithvi_EO_V2_300M.pt", "config.json", "README.md"),
			weight: 0.2,
		}),
		{
			hardware: {
				sizes: { "Prithvi_EO_V2_300M.pt": 1_330_000_000 },
				source: {
					url: "https://huggingface.co/ibm-nasa-geospatial/Prithvi-EO-2.0-300M/tree/2d8c9165f59bd0fd050f9904c4f9fbb80b12388e",
					checked: "2026-11-28",
					note: "the repository's file list (7 commits, 2d8c916): Prithvi_EO_V2_300M.pt, 1.33 GB, as the page rounds it",
				},
			},
		},
	),
	rec("google/cxr-foundation", {
		pipeline_tag: "image-feature-extraction",
		library_name: "cxr-foundation",
		gated: "manual",
		tags: ["medical", "x-ray", "chest-x-ray"],
		license: "other",
		cardData: {
			license_name: "hai-def",
			license_link: "https://developers.google.com/health-ai-developer-foundations/terms",
		},
		weight: 0.1,
	}),
	rec("google/derm-foundation", {
		pipeline_tag: "image-feature-extraction",
		library_name: "derm-foundation",
		gated: "manual",
		tags: ["medical", "dermatology"],
		license: "other",
		siblings: files("saved_model.pb", "README.md"),
		weight: 0.1,
	}),
	rec("microsoft/colipri", {
		pipeline_tag: "zero-shot-image-classification",
		library_name: "colipri",
		tags: ["medical", "ct", "radiology"],
		license: "mit",
		weight: 0.02,
	}),
	rec("clementchadebec/reproduced_wae", {
		pipeline_tag: "other",
		library_name: "pythae",
		tags: ["pythae", "reproducibility"],
		weight: 0.01,
	}),
	withFacts(
		tf("openvla/openvla-7b", "robotics", "OpenVLAForActionPrediction", "openvla", {
			license: "mit",
			languages: ["en"],
			noInfo: true,
			tags: ["custom_code", "vla", "image-text-to-text"],
			weight: 2,
		}),
		{
			decision: { created: "2024-06-10", params: 7_541_237_184 },
			evals: [
				{
					dataset: "libero",
					metric: "success_rate",
					metricName: "LIBERO success rate %, average of the Spatial, Object, Goal and Long suites",
					value: 76.5,
					url: "https://github.com/openvla/openvla/blob/c8f03f48af692657d3060c19588038c7220e9af9/README.md",
					checked: "2026-11-28",
					notes:
						"OpenVLA README, OpenVLA Fine-Tuning Results table, row 'OpenVLA fine-tuned (ours)', column Average (76.5 ± 0.6%); LoRA fine-tuned on each suite separately, 3 seeds × 500 rollouts per suite",
				},
			],
		},
	),
	// time-series-forecasting
	rec("amazon/chronos-2", {
		pipeline_tag: "time-series-forecasting",
		library_name: "chronos-forecasting",
		formats: ["safetensors"],
		tags: ["time series", "forecasting", "foundation models", "time-series"],
		license: "apache-2.0",
		createdAt: day("2025-10-20"),
		safetensors: st(120_000_000, "F32"),
		config: { chronos_config: { context_length: 8192 } },
		weight: 4,
	}),
	rec("google/timesfm-2.5-200m-pytorch", {
		pipeline_tag: "time-series-forecasting",
		library_name: "timesfm",
		formats: ["safetensors"],
		tags: ["time-series", "forecasting"],
		license: "apache-2.0",
		createdAt: day("2025-09-15"),
		safetensors: st(231_000_000, "F32"),
		config: { context_length: 16384 },
		weight: 2,
	}),
	// tabular-classification, tabular-regression: in-context tabular foundation models (AutoGluon loads them)
	rec("autogluon/tabpfn-mix-1.0-classifier", {
		pipeline_tag: "tabular-classification",
		library_name: "autogluon",
		tags: ["tabular"],
		formats: ["safetensors"],
		license: "apache-2.0",
		createdAt: day("2024-11-26"),
		safetensors: st(37_000_000, "F32"),
		weight: 2,
	}),
	withFacts(
		rec("autogluon/mitra-classifier", {
			pipeline_tag: "tabular-classification",
			formats: ["safetensors"],
			license: "apache-2.0",
			createdAt: day("2025-07-22"),
			safetensors: st(72_000_000, "F32"),
			weight: 2,
		}),
		{
			evals: [
				{
					dataset: "tabarena",
					config: "v0.1-lite",
					metric: "elo",
					metricName: "TabArena Elo, default configuration",
					value: 1293.9,
					url: "https://github.com/autogluon/tabarena/blob/29bdbf9c16e8d7363a365ab619c5ba0311691dc7/packages/tabflow_slurm/experiments/eval_output/example_tabarena_v0pt1_local/leaderboards/lite.csv",
					checked: "2026-11-28",
					notes:
						"A TabArena-v0.1 Lite leaderboard file kept in the TabArena repository's example evaluation output (not the tabarena.ai site's table) (51 datasets, 38 classification and 13 regression, one split each), row 'MITRA_GPU (default)', column elo; the method runs mitra-classifier on classification and mitra-regressor on regression tasks",
				},
			],
		},
	),
	withFacts(
		rec("autogluon/mitra-regressor", {
			pipeline_tag: "tabular-regression",
			formats: ["safetensors"],
			license: "apache-2.0",
			createdAt: day("2025-07-22"),
			safetensors: st(72_000_000, "F32"),
			weight: 1,
		}),
		{
			evals: [
				{
					dataset: "tabarena",
					config: "v0.1-lite",
					metric: "elo",
					metricName: "TabArena Elo, default configuration",
					value: 1293.9,
					url: "https://github.com/autogluon/tabarena/blob/29bdbf9c16e8d7363a365ab619c5ba0311691dc7/packages/tabflow_slurm/experiments/eval_output/example_tabarena_v0pt1_local/leaderboards/lite.csv",
					checked: "2026-11-28",
					notes:
						"A TabArena-v0.1 Lite leaderboard file kept in the TabArena repository's example evaluation output (not the tabarena.ai site's table) (51 datasets, 38 classification and 13 regression, one split each), row 'MITRA_GPU (default)', column elo; the method runs mitra-classifier on classification and mitra-regressor on regression tasks",
				},
			],
		},
	),
	rec("aurekaresearch/OpenDDE", {
		library_name: "opendde",
		tags: ["biology", "protein-structure"],
		siblings: [
			{ rfilename: "README.md" },
			{ rfilename: "opendde.pt" },
			{ rfilename: "opendde_abag.pt" },
			{ rfilename: "docs/inference_instructions.md" },
		],
		weight: 0.3,
	}),
	rec("nums-ai/causilo", {
		pipeline_tag: "tabular-classification",
		library_name: "causilo",
		formats: ["safetensors"],
		siblings: [
			{ rfilename: "classifier/config.json" },
			{ rfilename: "classifier/model.safetensors" },
			{ rfilename: "regressor/config.json" },
			{ rfilename: "regressor/model.safetensors" },
		],
		weight: 0.3,
	}),
	rec("pollen-robotics/microduck-sprint-2m-reference", {
		pipeline_tag: "reinforcement-learning",
		library_name: "microduck",
		formats: ["onnx"],
		tags: ["robotics", "microduck-slot:walk"],
		siblings: [{ rfilename: "manifest.json" }, { rfilename: "policy.onnx" }],
		weight: 0.2,
	}),
	// The model library behind routee.powertrain's default registry: v2/<make>/<vehicle>/<year>/
	// <config>/v<N>/ folders of metadata.json and the estimator file, with an index at v2/.
	rec("NatLabRockies/routee-powertrain-model-library", {
		library_name: "routee-powertrain",
		formats: ["onnx"],
		siblings: [
			{ rfilename: "README.md" },
			{ rfilename: "v2/index.json" },
			{ rfilename: "v2/chevrolet/bolt_bev/2017/rf_base_67ae9982/v1/metadata.json" },
			{ rfilename: "v2/chevrolet/bolt_bev/2017/rf_base_67ae9982/v1/model.onnx" },
		],
		weight: 0.2,
	}),
];
