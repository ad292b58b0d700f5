/**
 * Level "source": the Python library snippets of libraries that cannot be installed here
 * (diffusers, speechbrain, NeMo, …) are type-checked with pyright against each library's real
 * source tree, put on pyright's `extraPaths`. What it reports: an import of a symbol the
 * library does not define, an attribute a module or class does not have, a keyword a known
 * function or class does not take, a missing argument. The libraries' own dependencies (torch,
 * numpy, …) are not installed in the lab venv, so pyright treats them as unknown: an unresolved
 * import of anything but the library under test is not reported, and values from those
 * modules are never wrong.
 *
 * The sources are not committed: they are extracted into the git-ignored
 * `.work/src/<owner>+<name>/` (by `git clone` from GitHub, or from local git dirs named by
 * SNIPPET_LAB_SOURCE_GIT, e.g. `/mirror/{owner}+{name}/repo`). `npm run lab -- --levels source`
 * rewrites the catalogue's type-check manifest from the result.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ModelRecord, TypeCheckEntry, TypeCheckManifest } from "@hubkit/catalog";
import { snippetHash } from "@hubkit/catalog";
import { SAMPLE_MODELS } from "@hubkit/sample-models";
import { librarySnippets } from "./corpus.js";
import { LAB_DIR, REPO_DIR } from "./paths.js";
import { type PyrightDiagnostic, pyrightMessage, runPyright, unique as shapeGroups } from "./typecheck.js";
import type { LabSnippet } from "./types.js";

/** One Python package's source: where it lives in its repository and what it is called. */
export interface LibrarySource {
	/** GitHub `owner/name`. */
	repo: string;
	/** The folder (inside the repository) that holds the package: goes on pyright's extraPaths. */
	root: string;
	/** The import name. */
	module: string;
	/** The pip name the snippets install, shown with the version. */
	pip: string;
	/**
	 * A folder of the package whose contents the wheel puts at the package's top: keras-hub's
	 * repository keeps its public API in `keras_hub/api/` (its build moves it up).
	 */
	apiDir?: string;
	/**
	 * The release tag to read: the newest release, which `pip install -U` gives, when the default
	 * branch is ahead of it (diffusers' main says `0.40.0.dev0` after 0.40.0 shipped from a release
	 * branch; stable-baselines3's main is 2.9.0a4). Bump it when a library releases.
	 */
	ref?: string;
}

function src(
	repo: string,
	root: string,
	module: string,
	pip: string,
	more: Partial<LibrarySource> = {},
): LibrarySource {
	return { repo, root, module, pip, ...more };
}

/**
 * Library id (catalogue) → the packages its snippets import. Libraries with a large snippet
 * share whose repository could be brought onto this machine; ultralytics, ESPnet and PaddleOCR
 * repositories are too large to fetch here and are checked by reading their source instead.
 */
export const LIBRARY_SOURCES: Readonly<Record<string, readonly LibrarySource[]>> = {
	diffusers: [src("huggingface/diffusers", "src", "diffusers", "diffusers", { ref: "v0.40.0" })],
	speechbrain: [src("speechbrain/speechbrain", ".", "speechbrain", "speechbrain")],
	nemo: [src("NVIDIA/NeMo", ".", "nemo", "nemo_toolkit")],
	audiocraft: [src("facebookresearch/audiocraft", ".", "audiocraft", "audiocraft", { ref: "v1.3.0" })],
	gliner: [src("urchade/GLiNER", ".", "gliner", "gliner")],
	"stable-baselines3": [
		src("DLR-RM/stable-baselines3", ".", "stable_baselines3", "stable-baselines3", { ref: "v2.8.0" }),
		src("Stable-Baselines-Team/stable-baselines3-contrib", ".", "sb3_contrib", "sb3-contrib", { ref: "v2.8.0" }),
		src("huggingface/huggingface_sb3", ".", "huggingface_sb3", "huggingface-sb3", { ref: "v3.1" }),
	],
	lerobot: [src("huggingface/lerobot", "src", "lerobot", "lerobot", { ref: "v0.6.1" })],
	"mlx-image": [src("riccardomusmeci/mlx-image", "src", "mlxim", "mlx-image")],
	mlx: [
		src("ml-explore/mlx-lm", ".", "mlx_lm", "mlx-lm"),
		src("Blaizzy/mlx-vlm", ".", "mlx_vlm", "mlx-vlm"),
		src("ml-explore/mlx-examples", "whisper", "mlx_whisper", "mlx-whisper"),
	],
	"keras-hub": [src("keras-team/keras-hub", ".", "keras_hub", "keras-hub", { apiDir: "api", ref: "v0.31.1" })],
	"llama-cpp-python": [src("abetlen/llama-cpp-python", ".", "llama_cpp", "llama-cpp-python")],
	sam2: [src("facebookresearch/sam2", ".", "sam2", "sam2")],
	sklearn: [src("skops-dev/skops", ".", "skops", "skops", { ref: "v0.14" })],
	tensorflowtts: [src("TensorSpeech/TensorFlowTTS", ".", "tensorflow_tts", "TensorFlowTTS", { ref: "v1.8" })],
	fairseq: [src("facebookresearch/fairseq", ".", "fairseq", "fairseq", { ref: "v0.12.3" })],
	flair: [src("flairNLP/flair", ".", "flair", "flair", { ref: "v0.15.1" })],
	"tf-keras": [src("keras-team/tf-keras", ".", "tf_keras", "tf-keras", { ref: "v2.21.0" })],
	"adapter-transformers": [src("adapter-hub/adapters", "src", "adapters", "adapters", { ref: "v1.2.0" })],
	"pyannote-audio": [src("pyannote/pyannote-audio", "src", "pyannote", "pyannote.audio", { ref: "4.0.7" })],
	setfit: [src("huggingface/setfit", "src", "setfit", "setfit", { ref: "v1.1.3" })],
	stanza: [src("stanfordnlp/stanza", ".", "stanza", "stanza", { ref: "v1.14.0" })],
	"span-marker": [src("tomaarsen/SpanMarkerNER", ".", "span_marker", "span_marker", { ref: "1.8.1" })],
	model2vec: [src("MinishLab/model2vec", ".", "model2vec", "model2vec", { ref: "v0.8.2" })],
	asteroid: [src("asteroid-team/asteroid", ".", "asteroid", "asteroid", { ref: "v0.7.0" })],
	allennlp: [src("allenai/allennlp", ".", "allennlp", "allennlp", { ref: "v2.10.1" })],
	terratorch: [src("IBM/terratorch", ".", "terratorch", "terratorch", { ref: "v1.1.1" })],
	"mamba-ssm": [src("state-spaces/mamba", ".", "mamba_ssm", "mamba-ssm", { ref: "v2.3.2" })],
	kittentts: [src("KittenML/KittenTTS", ".", "kittentts", "kittentts", { ref: "0.8.1" })],
	voxcpm: [src("OpenBMB/VoxCPM", "src", "voxcpm", "voxcpm", { ref: "2.0.3" })],
	pythae: [src("clementchadebec/benchmark_VAE", "src", "pythae", "pythae", { ref: "v0.1.2" })],
	qwen3_tts: [src("QwenLM/Qwen3-TTS", ".", "qwen_tts", "qwen-tts")],
	"stable-audio-tools": [src("Stability-AI/stable-audio-tools", ".", "stable_audio_tools", "stable-audio-tools")],
	"pruna-ai": [src("PrunaAI/pruna", "src", "pruna", "pruna", { ref: "v0.3.4" })],
	htrflow: [src("AI-Riksarkivet/htrflow", "src", "htrflow", "htrflow", { ref: "v0.2.6" })],
	diffusionkit: [src("argmaxinc/DiffusionKit", "python/src", "diffusionkit", "diffusionkit")],
	videoprism: [src("google-deepmind/videoprism", ".", "videoprism", "videoprism")],
	"depth-anything-v2": [src("DepthAnything/Depth-Anything-V2", ".", "depth_anything_v2", "depth_anything_v2")],
	fasttext: [src("facebookresearch/fastText", "python/fasttext_module", "fasttext", "fasttext", { ref: "v0.9.2" })],
	chatterbox: [src("resemble-ai/chatterbox", "src", "chatterbox", "chatterbox-tts", { ref: "v0.1.2" })],
	audioseal: [src("facebookresearch/audioseal", "src", "audioseal", "audioseal")],
	bertopic: [src("MaartenGr/BERTopic", ".", "bertopic", "bertopic", { ref: "v0.17.4" })],
	bm25s: [src("xhluca/bm25s", ".", "bm25s", "bm25s", { ref: "0.3.10" })],
	zonos: [src("Zyphra/Zonos", ".", "zonos", "zonos")],
	"dia-tts": [src("nari-labs/dia", ".", "dia", "nari-tts")],
	kernels: [src("huggingface/kernels", "kernels/src", "kernels", "kernels", { ref: "v0.16.0" })],
	outetts: [src("edwko/OuteTTS", ".", "outetts", "outetts", { ref: "0.4.2" })],
	gliner2: [src("fastino-ai/GLiNER2", ".", "gliner2", "gliner2", { ref: "v1.3.2" })],
	relik: [src("SapienzaNLP/relik", ".", "relik", "relik", { ref: "1.0.7" })],
	"lightning-ir": [src("webis-de/lightning-ir", ".", "lightning_ir", "lightning-ir")],
	"depth-pro": [src("apple/ml-depth-pro", "src", "depth_pro", "depth_pro")],
	matanyone: [src("pq-yang/MatAnyone", ".", "matanyone", "matanyone")],
	dia2: [src("nari-labs/dia2", ".", "dia2", "dia2")],
	"chronos-forecasting": [
		src("amazon-science/chronos-forecasting", "src", "chronos", "chronos-forecasting", { ref: "v2.3.0" }),
	],
	chat_tts: [src("2noise/ChatTTS", ".", "ChatTTS", "ChatTTS", { ref: "v0.2.4" })],
	"index-tts": [src("index-tts/index-tts", ".", "indextts", "indextts")],
	"pocket-tts": [src("kyutai-labs/pocket-tts", ".", "pocket_tts", "pocket-tts", { ref: "v2.1.0" })],
	// Run from a checkout of the repository: `from models import voicecraft`.
	voicecraft: [src("jasonppy/VoiceCraft", ".", "models", "VoiceCraft")],
	// microsoft/VibeVoice removed its TTS code (README, 2025-09-05); the community fork keeps it.
	vibevoice: [src("vibevoice-community/VibeVoice", ".", "vibevoice", "vibevoice")],
	"kimi-audio": [src("MoonshotAI/Kimi-Audio", ".", "kimia_infer", "kimia_infer")],
	moshi: [src("kyutai-labs/moshi", "moshi", "moshi", "moshi", { ref: "moshi-v0.2.12" })],
	piper: [src("OHF-Voice/piper1-gpl", "src", "piper", "piper-tts", { ref: "v1.7.0" })],
	"describe-anything": [src("NVlabs/describe-anything", ".", "dam", "describe-anything")],
	univa: [src("PKU-YuanGroup/UniWorld-V1", ".", "univa", "univa")],
	edsnlp: [src("aphp/edsnlp", ".", "edsnlp", "edsnlp", { ref: "v0.21.0" })],
	swarmformer: [src("takara-ai/SwarmFormer", ".", "swarmformer", "swarmformer")],
	multimolecule: [src("MultiMolecule/multimolecule", ".", "multimolecule", "multimolecule")],
	saelens: [src("jbloomAus/SAELens", ".", "sae_lens", "sae-lens", { ref: "v6.18.0" })],
	pxia: [src("not-lain/pxia", "src", "pxia", "pxia", { ref: "0.2.0" })],
	collectorvision: [src("HanClinto/CollectorVision", ".", "collector_vision", "collectorvision")],
	"sap-rpt-1-oss": [src("SAP-samples/sap-rpt-1-oss", ".", "sap_rpt_oss", "sap-rpt-1-oss")],
	anemoi: [src("ecmwf/anemoi-inference", "src", "anemoi", "anemoi-inference", { ref: "0.11.2" })],
	ben2: [src("PramaLLC/BEN2", "src", "ben2", "ben2")],
	araclip: [src("Arabic-Clip/Araclip", "src", "araclip", "araclip")],
	// Installed from a checkout (`pip install -e .`): the package is `core`.
	"perception-encoder": [src("facebookresearch/perception_models", ".", "core", "perception_models")],
	// Run from the repository's notebook folder: `from inference import Inference`.
	"sam-3d-objects": [src("facebookresearch/sam-3d-objects", "notebook", "inference", "sam-3d-objects")],
	"sam-3d-body": [src("facebookresearch/sam-3d-body", ".", "sam_3d_body", "sam-3d-body")],
	renderformer: [src("microsoft/renderformer", ".", "renderformer", "renderformer")],
	"mesh-anything": [src("buaacyw/MeshAnythingV2", ".", "MeshAnything", "MeshAnythingV2")],
	// One repository, one folder per package (cartesia-ai/edge).
	cartesia_mlx: [src("cartesia-ai/edge", "cartesia-mlx", "cartesia_mlx", "cartesia-mlx")],
	cartesia_pytorch: [src("cartesia-ai/edge", "cartesia-pytorch", "cartesia_pytorch", "cartesia-pytorch")],
	// Run from a checkout of the repository: `from Trainer_finetune import Model` (its `config` and
	// `benchmark` modules are the checkout's too, not checked).
	"vfi-mamba": [src("MCG-NJU/VFIMamba", ".", "Trainer_finetune", "VFIMamba")],
	// THU-MIG's fork of ultralytics, installed from its default branch under the name `ultralytics`:
	// its stub is its own (FORKS_OF_STUBBED), apart from ultralytics'.
	yolov10: [src("THU-MIG/yolov10", ".", "ultralytics", "yolov10")],
	// google-ai-edge/LiteRT-LM's snapshot here predates its Python package; meefs/LiteRT-LM is a fork
	// whose default branch holds upstream's own commits (Google authors, 2026-04-30), unchanged.
	"litert-lm": [src("meefs/LiteRT-LM", "python", "litert_lm", "litert-lm-api")],
	// Run from a checkout (`from inference_onnx import …`). bytedance/LVFace has no snapshot here;
	// phoenixjyb/LVFace is a fork whose history holds ByteDance's commits, the last 33e3bc7 (2025-08-11).
	lvface: [
		src("phoenixjyb/LVFace", ".", "inference_onnx", "LVFace", { ref: "33e3bc7acc3f76db554716e92632e90b93a371b7" }),
	],
	// The PyPI package's repository (supertone-inc/supertonic holds the ONNX examples, not the package).
	supertonic: [src("supertone-inc/supertonic-py", ".", "supertonic", "supertonic", { ref: "v1.0.0" })],
	// The snippet installs the 0.1.0 tag: the default branch (1.0.0) has no `render`.
	vui: [src("fluxions-ai/vui", "src", "vui", "vui", { ref: "v0.1.0" })],
};

export const SOURCES_DIR: string = join(LAB_DIR, ".work", "src");

/** Repositories that hold more than one of the packages above: each package gets its own folder. */
const SHARED_REPOS: ReadonlySet<string> = new Set(
	Object.values(LIBRARY_SOURCES)
		.flat()
		.map((s) => s.repo)
		.filter((repo, i, all) => all.indexOf(repo) !== i),
);

export function sourceDir(s: LibrarySource): string {
	const repo = s.repo.replace("/", "+");
	return join(SOURCES_DIR, SHARED_REPOS.has(s.repo) ? `${repo}+${s.module}` : repo);
}

function git(args: readonly string[], cwd?: string): string {
	return execFileSync("git", args, { cwd, encoding: "utf8", maxBuffer: 64 << 20 });
}

/**
 * Extracts the package (and its packaging files, for the version) into `.work/src`, once.
 * Returns undefined with a reason when the repository cannot be had.
 */
export function ensureSource(s: LibrarySource): string | undefined {
	const dir = sourceDir(s);
	if (existsSync(join(dir, ".commit"))) return undefined;
	const [owner, name] = s.repo.split("/") as [string, string];
	const pattern = process.env.SNIPPET_LAB_SOURCE_GIT;
	let gitDir = pattern?.replaceAll("{owner}", owner).replaceAll("{name}", name);
	let clone: string | undefined;
	try {
		if (!gitDir || !existsSync(gitDir)) {
			clone = join(SOURCES_DIR, `.clone-${owner}+${name}`);
			rmSync(clone, { recursive: true, force: true });
			mkdirSync(SOURCES_DIR, { recursive: true });
			const branch = s.ref ? ["--branch", s.ref] : [];
			git(["clone", "--quiet", "--depth", "1", ...branch, "--no-checkout", `https://github.com/${s.repo}`, clone]);
			gitDir = join(clone, ".git");
		}
		const pkg = s.root === "." ? s.module : `${s.root}/${s.module}`;
		const rev = s.ref ?? "HEAD";
		const top = git(["--git-dir", gitDir, "ls-tree", "--name-only", rev]).split("\n");
		const inRoot =
			s.root === "." ? [] : git(["--git-dir", gitDir, "ls-tree", "--name-only", `${rev}:${s.root}`]).split("\n");
		const packaging = ["pyproject.toml", "setup.py", "setup.cfg"];
		// A module may be one file beside the others (`notebook/inference.py`, run from a checkout).
		const names = s.root === "." ? top : inRoot;
		const single = !names.includes(s.module) && names.includes(`${s.module}.py`);
		// Only the package's Python files (and a version file): snapshots may lack its large data files.
		const code = single
			? [`${pkg}.py`]
			: git(["--git-dir", gitDir, "ls-tree", "-r", "--name-only", rev, "--", pkg])
					.split("\n")
					.filter((f) => /\.pyi?$|\/version\.txt$/.test(f));
		const paths = [
			...code,
			...packaging.filter((f) => top.includes(f)),
			...top.filter((f) => LICENCE_FILE.test(f)),
			...packaging.filter((f) => inRoot.includes(f)).map((f) => `${s.root}/${f}`),
		];
		mkdirSync(dir, { recursive: true });
		const tar = execFileSync("git", ["--git-dir", gitDir, "archive", rev, "--", ...paths], {
			maxBuffer: 1 << 30,
			stdio: ["ignore", "pipe", "ignore"],
		});
		execFileSync("tar", ["-x", "-C", dir], { input: tar });
		if (s.apiDir) {
			const pkgDir = join(dir, s.root, s.module);
			cpSync(join(pkgDir, s.apiDir), pkgDir, { recursive: true, force: true });
		}
		writeFileSync(join(dir, ".commit"), git(["--git-dir", gitDir, "rev-parse", `${rev}^{commit}`]));
		return undefined;
	} catch (e) {
		rmSync(dir, { recursive: true, force: true });
		return `${s.repo}: ${(e as Error).message.split("\n")[0]}`;
	} finally {
		if (clone) rmSync(clone, { recursive: true, force: true });
	}
}

/** The repository's licence text: LICENSE, LICENSE.md, LICENCE.txt, COPYING, LICENSE-CODE, LICENSE_CODE.txt… at its top. */
const LICENCE_FILE = /^(?:licen[cs]e|copying)(?:[._-]\w+)*$/i;

/**
 * The licence's name, from the words of the repository's licence file (what the stub header
 * states); "see <file>" when the text is none of these.
 */
export function sourceLicence(s: LibrarySource): string {
	const dir = sourceDir(s);
	// The first by name, so a repository with several (LICENSE-APACHE, LICENSE-MIT) always gives the same one.
	const file = existsSync(dir)
		? readdirSync(dir)
				.sort()
				.find((f) => LICENCE_FILE.test(f))
		: undefined;
	const text = file ? readFileSync(join(dir, file), "utf8") : "";
	if (/Apache License/i.test(text) && /Version 2\.0/i.test(text)) return "Apache-2.0";
	if (/GNU AFFERO GENERAL PUBLIC LICENSE/i.test(text)) return "AGPL-3.0";
	if (/GNU GENERAL PUBLIC LICENSE/i.test(text)) return /Version 3/i.test(text) ? "GPL-3.0" : "GPL-2.0";
	if (/Permission is hereby granted, free of charge/i.test(text)) return "MIT";
	if (/Redistribution and use in source and binary forms/i.test(text))
		return /Neither the name/i.test(text) ? "BSD-3-Clause" : "BSD-2-Clause";
	if (/Attribution-NonCommercial-ShareAlike 4\.0/i.test(text)) return "CC-BY-NC-SA-4.0";
	if (/Attribution-NonCommercial/i.test(text)) return "CC-BY-NC-4.0";
	// A licence of its own whose text starts with its name ("S-Lab License 1.0").
	const title = text
		.split("\n")
		.slice(0, 3)
		.map((l) => l.replace(/^[#\s]+/, "").trim())
		.find((l) => /licen[cs]e/i.test(l) && l.length < 60);
	if (title) return `${title} (${file})`;
	if (file) return `see ${file}`;
	// No licence file: what the packaging declares (setup.py's `license=`, pyproject's `license =`).
	const declared = ["setup.py", "pyproject.toml"]
		.map((f) => read(join(dir, f)))
		.map((t) => (t ? /^\s*license\s*=\s*["']([^"'\n]+)["']/m.exec(t)?.[1] : undefined))
		.find(Boolean);
	return declared ? `${declared} (declared by its packaging; no licence file)` : "unknown (no licence file)";
}

function read(file: string): string | undefined {
	return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

/** The package version its source declares (packaging metadata first, then the module). */
export function sourceVersion(s: LibrarySource): string {
	const dir = sourceDir(s);
	const root = join(dir, s.root);
	const pkg = join(root, s.module);
	const literal = (text: string | undefined, re: RegExp) => (text ? re.exec(text)?.[1] : undefined);
	const pyproject = read(join(root, "pyproject.toml")) ?? read(join(dir, "pyproject.toml"));
	const project = pyproject ? /\[project\]([\s\S]*?)(?:\n\[|$)/.exec(pyproject)?.[1] : undefined;
	const version =
		literal(project, /^version\s*=\s*"([^"]+)"/m) ??
		read(join(pkg, "version.txt"))?.trim() ??
		[
			"__init__.py",
			"__about__.py", // hatch's dynamic version (chronos-forecasting)
			"version.py",
			"_version.py",
			"src/version.py",
			"package_info.py", // NeMo spells it MAJOR/MINOR/PATCH
		]
			.map((f) => read(join(pkg, f)))
			.map(
				(t) =>
					literal(t, /^__version__\s*=\s*['"]([^'"]+)['"]\s*$/m) ??
					(t && /^MAJOR = (\d+)\nMINOR = (\d+)\nPATCH = (\d+)/m.exec(t)?.slice(1).join(".")),
			)
			.find(Boolean) ??
		literal(
			read(join(root, "setup.py")) ?? read(join(dir, "setup.py")),
			/\b(?:version|VERSION)\s*=\s*['"]([^'"]+)['"]/,
		);
	// A version computed at build time (setuptools-scm, a version file the build writes): the
	// release tag read says it.
	// A placeholder the release build replaces ("v0.0.0" in ChatTTS's setup.py) says nothing either.
	// A ref that is a commit (a fork's copy of upstream's last commit) is no version.
	const tag = s.ref && !/^[0-9a-f]{40}$/.test(s.ref) ? s.ref : undefined;
	const found = (version && !/^v?0\.0\.0$/.test(version) ? version : undefined) ?? tag;
	return found ? found.replace(/^v(?=\d)/, "") : `git-${commitOf(s).slice(0, 10)}`;
}

export function commitOf(s: LibrarySource): string {
	return (read(join(sourceDir(s), ".commit")) ?? "").trim();
}

/** The snippets this level checks: Python library snippets of the libraries above. */
export function sourceSnippets(models: readonly ModelRecord[] = SAMPLE_MODELS): LabSnippet[] {
	return librarySnippets(models).filter((s) => s.language === "python" && Object.hasOwn(LIBRARY_SOURCES, s.client));
}

/** The library package a snippet imports (the first of its library's sources it names). */
export function importedSource(s: LabSnippet): LibrarySource | undefined {
	return (LIBRARY_SOURCES[s.client] ?? []).find((src) =>
		new RegExp(`^\\s*(?:from|import)\\s+${src.module}(?:[.\\s]|$)`, "m").test(s.code),
	);
}

/** Modules of the libraries under test: an unresolved import of one of these is a defect. */
const OWN_MODULES: ReadonlySet<string> = new Set(
	Object.values(LIBRARY_SOURCES)
		.flat()
		.map((s) => s.module),
);

/**
 * Whether pyright's error is about the library under test rather than a dependency the lab
 * does not install: an unresolved `import torch` (or `soundfile`, …) says nothing about the
 * snippet, an unresolved `from diffusers.pipelines.nope import X` does.
 */
export function isLibraryDiagnostic(d: Pick<PyrightDiagnostic, "rule" | "message">): boolean {
	if (d.rule === "reportMissingImports" || d.rule === "reportMissingModuleSource") {
		const module = /Import "([\w.]+)"/.exec(d.message)?.[1]?.split(".")[0];
		return module !== undefined && OWN_MODULES.has(module);
	}
	if (!d.rule || !REPORTED_RULES.has(d.rule)) return false;
	return !UNION_ALTERNATIVES.some((re) => re.test(d.message));
}

/**
 * What this level judges: a name the library does not define (import, module or class
 * attribute), a call the signature rejects (unknown keyword, missing argument). Not judged:
 * Optional/None access, argument and assignment types, indexing — libraries annotate those
 * loosely (`Union[Output, tuple]`, `Optional[...]` on values that are set), so pyright's
 * complaints there say more about the annotations than about the snippet.
 */
const REPORTED_RULES: ReadonlySet<string> = new Set([
	"reportAttributeAccessIssue",
	"reportCallIssue",
	"reportUndefinedVariable",
	"reportPrivateImportUsage",
]);

/**
 * Complaints about one alternative of a union return the snippet does not get: diffusers and
 * transformers return `Output | tuple` (a tuple, or the bare frames array, only with
 * `return_dict=False`), NeMo's
 * `from_pretrained` a model or (with `return_config=True`) its config, lists or None.
 */
const UNION_ALTERNATIVES: readonly RegExp[] = [
	/^Cannot access attribute "\w+" for class "(?:tuple|Tuple|list|List|str|dict|Dict|DictConfig|ndarray)\b/,
];

export interface SourceCheck {
	snippet: LabSnippet;
	/** The package it was checked against; undefined when it imports none (a comment-only snippet). */
	source?: LibrarySource;
	problems: string[];
}

export interface SourceRun {
	checks: SourceCheck[];
	/** Repositories that could not be had, with why (their libraries' snippets are skipped). */
	missing: string[];
}

const PIPELINE_FACTORY = /^(\w+) = (DiffusionPipeline|AutoPipelineFor\w+)\.from_pretrained\(\s*("[^"\n]*")/m;

/**
 * The text pyright reads. `DiffusionPipeline.from_pretrained` (and the AutoPipeline classes)
 * return the pipeline class the repository's model_index.json declares, which no annotation can
 * say: the variable is annotated with that class when the repository loaded is a sample record
 * (the model's own, or the base a LoRA loads) that declares it, so the call on it is checked
 * against that class's signature; otherwise with `Any` (not judged). Annotations only: line
 * numbers stay the same.
 */
export function typingView(code: string, lookup: (id: string) => ModelRecord | undefined): string {
	const m = PIPELINE_FACTORY.exec(code);
	if (!m) return code;
	const [whole, name, factory, repo] = m as unknown as [string, string, string, string];
	const declared = lookup(JSON.parse(repo) as string)?.config?.diffusers?._class_name;
	const type =
		factory === "DiffusionPipeline" && typeof declared === "string" && /^\w+$/.test(declared)
			? `diffusers.${declared}`
			: "typing.Any";
	const annotated = whole.replace(`${name} = `, `${name}: "${type}" = `);
	return `${code.replace(whole, annotated)}\nimport diffusers  # noqa\nimport typing  # noqa\n`;
}

/** pyright over every snippet at once, with every fetched source on extraPaths. */
export async function typecheckAgainstSources(
	snippets: readonly LabSnippet[],
	models: readonly ModelRecord[] = SAMPLE_MODELS,
): Promise<SourceRun> {
	const byId = new Map(models.map((m) => [m.id, m]));
	const missing: string[] = [];
	const present = new Set<LibrarySource>();
	for (const s of new Set(Object.values(LIBRARY_SOURCES).flat())) {
		const why = ensureSource(s);
		if (why) missing.push(why);
		else present.add(s);
	}
	const targets = snippets
		.map((snippet) => ({ snippet, source: importedSource(snippet) }))
		.filter((t) => t.source === undefined || present.has(t.source));
	const checkable = targets
		.filter((t) => t.source)
		.map((t) => ({ ...t.snippet, code: typingView(t.snippet.code, (id) => byId.get(id)) }));
	const { first, copies } = shapeGroups(checkable);
	const problems = new Map<string, string[]>();
	const errors = await runPyright(
		first.map((s) => s.code),
		{
			extraPaths: [...present].map((s) => join(sourceDir(s), s.root)),
			env: { ...process.env, NODE_OPTIONS: "--max-old-space-size=6144" },
		},
	);
	for (const { index, diagnostic } of errors) {
		// A diagnostic inside a library's own source, or about a package the lab does not install.
		if (index === undefined || !isLibraryDiagnostic(diagnostic)) continue;
		const s = first[index] as LabSnippet;
		for (const copy of copies.get(s.id) ?? [s]) {
			const list = problems.get(copy.id) ?? [];
			list.push(pyrightMessage(diagnostic));
			problems.set(copy.id, list);
		}
	}
	return {
		checks: targets.map((t) => ({ ...t, problems: problems.get(t.snippet.id) ?? [] })),
		missing,
	};
}

/** Parses `library:<lib>:<model id>#<index>`. */
function parts(id: string): [string, string, number] {
	const m = /^library:([^:]+):(.+)#(\d+)$/.exec(id);
	if (!m) throw new Error(`not a library snippet id: ${id}`);
	return [m[1] as string, m[2] as string, Number(m[3])];
}

/** The manifest lines: every snippet that imports its library and type-checked clean. */
export function buildTypeCheckManifest(result: SourceRun): TypeCheckManifest {
	const snippets: TypeCheckEntry[] = [];
	const packages: Record<string, { library: string; version: string; commit: string }> = {};
	for (const c of result.checks) {
		if (!c.source || c.problems.length > 0) continue;
		const [lib, model, i] = parts(c.snippet.id);
		snippets.push([lib, model, i, snippetHash(c.snippet.code), "type-checked", c.source.pip]);
		packages[c.source.pip] ??= {
			library: c.source.pip,
			version: sourceVersion(c.source),
			commit: commitOf(c.source).slice(0, 12),
		};
	}
	snippets.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]) || a[2] - b[2]);
	const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b)));
	return { packages: sorted, snippets };
}

export const TYPECHECK_MANIFEST_FILE: string = join(
	REPO_DIR,
	"packages/catalog/src/libraries/verification-source-data.ts",
);

export function writeTypeCheckManifest(manifest: TypeCheckManifest): void {
	const body = [
		"// Generated by `npm run lab -- --levels stubs` (tools/snippet-lab/src/typecheck-stubs.ts): do not edit by hand.",
		"// One line per library snippet that type-checked clean with pyright against its library's signature stubs",
		"// (tools/snippet-lab/stubs, read from its source) or, for a download-only snippet, the installed huggingface_hub:",
		"// library id, model id, snippet index, hash of its text, level, the package (key of `packages`).",
		'import type { TypeCheckManifest } from "./verification-manifest.js";',
		"",
		"export const SNIPPET_TYPE_CHECKS: TypeCheckManifest = {",
		`\tpackages: ${JSON.stringify(manifest.packages)},`,
		"\tsnippets: [",
		...manifest.snippets.map((s) => `\t\t${JSON.stringify(s)},`),
		"\t],",
		"};",
		"",
	].join("\n");
	writeFileSync(TYPECHECK_MANIFEST_FILE, body);
	execFileSync(join(REPO_DIR, "node_modules", ".bin", "biome"), ["format", "--write", TYPECHECK_MANIFEST_FILE], {
		stdio: "ignore",
	});
}

/** Per library: snippets checked, clean, and the version checked against. */
export function formatSourceReport(result: SourceRun): string {
	const rows = new Map<string, { checked: number; clean: number; skipped: number; versions: Set<string> }>();
	for (const c of result.checks) {
		const row = rows.get(c.snippet.client) ?? { checked: 0, clean: 0, skipped: 0, versions: new Set() };
		if (!c.source) row.skipped++;
		else {
			row.checked++;
			if (c.problems.length === 0) row.clean++;
			row.versions.add(`${c.source.pip} ${sourceVersion(c.source)}`);
		}
		rows.set(c.snippet.client, row);
	}
	const lines = [...rows].map(
		([lib, r]) =>
			`${lib.padEnd(20)} ${String(r.clean).padStart(3)}/${String(r.checked).padEnd(3)} clean${r.skipped ? ` (${r.skipped} import no library: not checked)` : ""}  ${[...r.versions].join(", ")}`,
	);
	for (const c of result.checks) for (const p of c.problems) lines.push(`  ${c.snippet.id}: ${p}`);
	for (const m of result.missing) lines.push(`  source missing: ${m}`);
	return lines.join("\n");
}
