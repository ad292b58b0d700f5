/**
 * Reinforcement learning and robotics: Stable-Baselines3, ML-Agents and Sample Factory
 * (both shell), LeRobot. Record values enter only through the encoders.
 */
import { lines } from "../../code/lines.js";
import * as py from "../../code/py.js";
import * as sh from "../../code/sh.js";
import type { ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { filesEnding, pip, program, pyId, repoName, tagsOf } from "./helpers.js";

// ---- stable-baselines3 ------------------------------------------------------------------

/** SB3 algorithms by the lower-case word the hub uses; contrib ones first so `qrdqn` is not read as `dqn`. */
export const SB3_ALGORITHMS: readonly { word: string; cls: string; contrib: boolean }[] = [
	{ word: "recurrentppo", cls: "RecurrentPPO", contrib: true },
	{ word: "maskableppo", cls: "MaskablePPO", contrib: true },
	{ word: "qrdqn", cls: "QRDQN", contrib: true },
	{ word: "tqc", cls: "TQC", contrib: true },
	{ word: "trpo", cls: "TRPO", contrib: true },
	{ word: "ars", cls: "ARS", contrib: true },
	{ word: "ppo", cls: "PPO", contrib: false },
	{ word: "a2c", cls: "A2C", contrib: false },
	{ word: "dqn", cls: "DQN", contrib: false },
	{ word: "sac", cls: "SAC", contrib: false },
	{ word: "td3", cls: "TD3", contrib: false },
	{ word: "ddpg", cls: "DDPG", contrib: false },
];

/** What the SB3 snippet uses when the record names no environment. */
export const SB3_DEFAULT_ENV = "CartPole-v1";

/** Box2D environments gymnasium 1.x moved to a new version (the dynamics the agents learnt are the same). */
export const SB3_RENAMED_ENVS: ReadonlyMap<string, string> = new Map([
	["LunarLander-v2", "LunarLander-v3"],
	["LunarLanderContinuous-v2", "LunarLanderContinuous-v3"],
	["CarRacing-v2", "CarRacing-v3"],
	["CarRacing-v1", "CarRacing-v3"],
]);

const ENV_ID = /^[A-Za-z][A-Za-z0-9_-]*(\/[A-Za-z0-9_-]+)?-v\d+$/;

/** The checkpoint, algorithm and environment a record implies (hub names look like `ppo-LunarLander-v2.zip`). */
export function sb3Parts(model: ModelRecord): {
	file: string;
	algo: (typeof SB3_ALGORITHMS)[number] | undefined;
	env: string | undefined;
} {
	const file = filesEnding(model, ".zip")[0] ?? `${repoName(model)}.zip`;
	const stem = (file.split("/").pop() ?? file).replace(/\.zip$/i, "");
	const words = [stem, repoName(model), ...tagsOf(model)].map((w) => w.toLowerCase().replace(/[-_]/g, ""));
	const algo =
		SB3_ALGORITHMS.find((a) => words.some((w) => w.startsWith(a.word))) ??
		SB3_ALGORITHMS.find((a) => tagsOf(model).includes(a.word));
	const dash = stem.indexOf("-");
	const fromName = dash > 0 ? stem.slice(dash + 1) : "";
	const envTags = tagsOf(model).filter((t) => ENV_ID.test(t));
	// a file name cannot hold the `/` of a namespaced id (`seals/CartPole-v0` is saved as `seals-CartPole-v0`)
	const namespaced = envTags.find((t) => t.includes("/") && t.replace("/", "-") === fromName);
	const env = namespaced ?? (ENV_ID.test(fromName) ? fromName : envTags[0]);
	return { file, algo, env };
}

const GYM_DONKEYCAR = '"gym_donkeycar @ git+https://github.com/tawnkramer/gym-donkeycar"';

/** How an environment is made: Atari agents learnt on preprocessed, stacked frames; Box2D ones need an extra. */
function sb3Env(env: string): {
	kind: "atari" | "box2d" | "plain";
	id: string;
	module: string | undefined;
	/** How pip installs the module, when not by its own name. */
	install?: string;
} {
	const id = SB3_RENAMED_ENVS.get(env) ?? env;
	const slash = id.indexOf("/");
	const ns = slash > 0 ? id.slice(0, slash) : "";
	if (/NoFrameskip-v\d+$/.test(id) || ns === "ALE") return { kind: "atari", id, module: undefined };
	if (/^(LunarLander|BipedalWalker|CarRacing)/.test(id)) return { kind: "box2d", id, module: undefined };
	// the Donkey Car simulator's environments are registered by gym_donkeycar
	// (its gymnasium port is only in its repository: the released 1.3.1 registers with the old gym)
	if (/^donkey-/.test(id)) return { kind: "plain", id, module: "gym_donkeycar", install: GYM_DONKEYCAR };
	// a namespace is the package that registers the environments (`seals/CartPole-v0` → `import seals`)
	const module = /^[a-z_][a-z0-9_]*$/.test(ns) ? py.ident(ns, "") || undefined : undefined;
	return { kind: "plain", id, module };
}

const stableBaselines3: LibrarySnippets = (model) => {
	const { file, algo, env } = sb3Parts(model);
	const cls = algo?.cls ?? "PPO";
	const source = algo?.contrib ? "sb3_contrib" : "stable_baselines3";
	const notes = [
		algo ? "" : "# the algorithm is not named in the record: use the class the model was trained with\n",
		env ? "" : "# the environment is not named in the record: use the one the model was trained on\n",
	].join("");
	const made = sb3Env(env ?? SB3_DEFAULT_ENV);
	const gymPackage = { atari: '"gymnasium[atari]"', box2d: '"gymnasium[box2d]"', plain: "gymnasium" }[made.kind];
	const packages = [
		"stable-baselines3",
		...(algo?.contrib ? ["sb3-contrib"] : []),
		"huggingface-sb3",
		gymPackage,
		...(made.module ? [made.install ?? made.module] : []),
	];
	const renamed =
		made.id !== env && env !== undefined ? `# ${py.comment(env)} is ${py.comment(made.id)} in gymnasium 1.x\n` : "";
	const head = `${pip(...packages)}
${made.kind === "atari" ? "import ale_py\n" : ""}import gymnasium as gym
${made.module ? `import ${made.module}  # registers its environments with gymnasium\n` : ""}from huggingface_sb3 import load_from_hub
from ${source} import ${cls}
${made.kind === "atari" ? "from stable_baselines3.common.env_util import make_atari_env\nfrom stable_baselines3.common.vec_env import VecFrameStack\n" : ""}
checkpoint = load_from_hub(repo_id=${pyId(model)}, filename=${py.str(file)})
${notes}model = ${cls}.load(checkpoint)`;
	if (made.kind === "atari") {
		return [
			program(`
${head}
gym.register_envs(ale_py)
# the agent learnt on the standard Atari preprocessing with 4 stacked frames
env = VecFrameStack(make_atari_env(${py.str(made.id)}, n_envs=1), n_stack=4)
obs = env.reset()
for _ in range(5000):
    action, _state = model.predict(obs, deterministic=True)
    obs, rewards, dones, infos = env.step(action)
    if "episode" in infos[0]:
        print("episode reward:", infos[0]["episode"]["r"])
env.close()
`),
		];
	}
	return [
		program(`
${head}
${renamed}env = gym.make(${py.str(made.id)})
obs, info = env.reset()
episode_reward = 0.0
for _ in range(1000):
    action, _state = model.predict(obs, deterministic=True)
    obs, reward, terminated, truncated, info = env.step(action)
    episode_reward += float(reward)
    if terminated or truncated:
        print("episode reward:", episode_reward)
        episode_reward = 0.0
        obs, info = env.reset()
env.close()
`),
	];
};

// ---- ml-agents (shell) --------------------------------------------------------------------

/** The run id the ML-Agents snippet downloads into: `mlagents-learn --resume` reads `results/<run id>/`. */
export const ML_AGENTS_RUN_ID = "my_run";

const mlAgents: LibrarySnippets = (model) => [
	lines()
		.add("# Download the trained agent (needs the mlagents package: pip install mlagents)")
		.add("# into results/<run id>, where mlagents-learn keeps a run and --resume looks for it")
		.add(`mlagents-load-from-hf --repo-id=${sh.str(String(model.id))} --local-dir=./results/${ML_AGENTS_RUN_ID}`)
		.blank()
		.add("# Resume training with the trainer configuration saved with the run; add --env=<your Unity build>")
		.add("# or press Play in the Unity Editor when asked")
		.add(`mlagents-learn ./results/${ML_AGENTS_RUN_ID}/configuration.yaml --run-id=${ML_AGENTS_RUN_ID} --resume`)
		.toString(),
];

// ---- sample-factory (shell) -----------------------------------------------------------------

/** Sample Factory example families: the env prefix, its enjoy module, pip extra and a default env. */
export const SAMPLE_FACTORY_FAMILIES = [
	{
		prefix: "doom_",
		words: ["doom", "vizdoom"],
		module: "sf_examples.vizdoom.enjoy_vizdoom",
		extra: "vizdoom",
		env: "doom_basic",
	},
	{
		prefix: "atari_",
		words: ["atari"],
		module: "sf_examples.atari.enjoy_atari",
		extra: "atari",
		env: "atari_breakout",
	},
	{
		prefix: "mujoco_",
		words: ["mujoco"],
		module: "sf_examples.mujoco.enjoy_mujoco",
		extra: "mujoco",
		env: "mujoco_ant",
	},
] as const;

/**
 * The family and environment a record names: an env tag first, then the repository name
 * (hub names look like `doom_health_gathering_supreme_3333` or `atari_2B_atari_pong_1111`:
 * the env is the last family prefix onwards, without the seed), else a word of the id.
 */
export function sampleFactoryTarget(model: ModelRecord): {
	family: (typeof SAMPLE_FACTORY_FAMILIES)[number];
	env: string | undefined;
} {
	const envTag = tagsOf(model).find(
		(t) => /^[a-z]+_[a-z0-9_]+$/.test(t) && SAMPLE_FACTORY_FAMILIES.some((f) => t.startsWith(f.prefix)),
	);
	if (envTag) return { family: SAMPLE_FACTORY_FAMILIES.find((f) => envTag.startsWith(f.prefix))!, env: envTag };
	const name = repoName(model).toLowerCase();
	let best: { family: (typeof SAMPLE_FACTORY_FAMILIES)[number]; at: number } | undefined;
	for (const family of SAMPLE_FACTORY_FAMILIES) {
		const at = name.lastIndexOf(family.prefix);
		if (at >= 0 && (!best || at > best.at)) best = { family, at };
	}
	if (best) {
		const env = name.slice(best.at).replace(/_\d+$/, "");
		if (/^[a-z]+_[a-z0-9_]+$/.test(env)) return { family: best.family, env };
	}
	const id = String(model.id).toLowerCase();
	const family = SAMPLE_FACTORY_FAMILIES.find((f) => f.words.some((w) => id.includes(w))) ?? SAMPLE_FACTORY_FAMILIES[2];
	return { family, env: undefined };
}

const sampleFactory: LibrarySnippets = (model) => {
	const { family, env } = sampleFactoryTarget(model);
	return [
		lines()
			.add(`# Download the trained agent (pip install "sample-factory[${family.extra}]")`)
			.add(`python -m sample_factory.huggingface.load_from_hub -r ${sh.str(String(model.id))} -d ./train_dir`)
			.blank()
			.add(env ? "# Watch it play" : "# Watch it play: set --env to the environment the agent was trained on")
			.add(
				`python -m ${family.module} --algo=APPO --env=${sh.str(env ?? family.env)} --train_dir=./train_dir --experiment=${sh.str(repoName(model))}`,
			)
			.toString(),
	];
};

// ---- lerobot ----------------------------------------------------------------------------------

/**
 * LeRobot policy types by tag: module, class, and the pip extra holding what the policy imports
 * beyond lerobot's own dependencies (lerobot's pyproject: `pi` for pi0/pi0.5, `smolvla`).
 */
export const LEROBOT_POLICIES: ReadonlyMap<string, { module: string; cls: string; extra?: string }> = new Map([
	["act", { module: "act.modeling_act", cls: "ACTPolicy" }],
	["diffusion", { module: "diffusion.modeling_diffusion", cls: "DiffusionPolicy" }],
	["tdmpc", { module: "tdmpc.modeling_tdmpc", cls: "TDMPCPolicy" }],
	["vqbet", { module: "vqbet.modeling_vqbet", cls: "VQBeTPolicy" }],
	["diffusion-policy", { module: "diffusion.modeling_diffusion", cls: "DiffusionPolicy" }],
	["pi0", { module: "pi0.modeling_pi0", cls: "PI0Policy", extra: "pi" }],
	["pi05", { module: "pi05.modeling_pi05", cls: "PI05Policy", extra: "pi" }],
	["smolvla", { module: "smolvla.modeling_smolvla", cls: "SmolVLAPolicy", extra: "smolvla" }],
]);

/** Policy processors (`make_pre_post_processors`, saved with the policy) arrived in lerobot 0.4. */
export const LEROBOT_MIN = ">=0.4";

/** An instruction for language-conditioned policies (the others ignore it). */
const LEROBOT_TASK = "Pick up the cube and put it in the box.";

/**
 * One control step on an example observation. The processors saved with the policy normalise its
 * inputs and outputs, tokenize the task for vision-language-action policies and add the batch dimension.
 */
function lerobotStep(model: ModelRecord): string {
	return `preprocess, postprocess = make_pre_post_processors(policy.config, pretrained_path=${pyId(model)})

# An example observation shaped like the policy's inputs (random camera images and joint state);
# on a robot, pass its current readings at each step instead.
observation = {name: torch.rand(*feature.shape) for name, feature in policy.config.input_features.items()}
observation["task"] = ${py.str(LEROBOT_TASK)}
with torch.no_grad():
    action = postprocess(policy.select_action(preprocess(observation)))
print(action)`;
}

const lerobot: LibrarySnippets = (model) => {
	const policy = tagsOf(model)
		.map((t) => LEROBOT_POLICIES.get(t))
		.find((p) => p !== undefined);
	const out: string[] = [];
	if (policy) {
		out.push(
			program(`
${pip(`"lerobot${policy.extra ? `[${policy.extra}]` : ""}${LEROBOT_MIN}"`)}
import torch
from lerobot.policies.factory import make_pre_post_processors
from lerobot.policies.${policy.module} import ${policy.cls}

policy = ${policy.cls}.from_pretrained(${pyId(model)})
policy.eval()
${lerobotStep(model)}
`),
		);
	}
	out.push(
		program(`
# pip install -U "lerobot${LEROBOT_MIN}", with the extra of the policy's type ("lerobot[smolvla]", "lerobot[pi]" for pi0);
# on a robot, from a shell:
#   lerobot-record --robot.type=so101_follower --policy.path=${py.comment(String(model.id))} ...
# or load any policy type from Python:
import torch
from lerobot.configs.policies import PreTrainedConfig
from lerobot.policies.factory import get_policy_class, make_pre_post_processors

config = PreTrainedConfig.from_pretrained(${pyId(model)})
policy = get_policy_class(config.type).from_pretrained(${pyId(model)})
policy.eval()
${lerobotStep(model)}
`),
	);
	return out;
};

export const RL_SNIPPETS: Record<string, LibrarySnippets> = {
	"stable-baselines3": stableBaselines3,
	"ml-agents": mlAgents,
	"sample-factory": sampleFactory,
	lerobot,
};
