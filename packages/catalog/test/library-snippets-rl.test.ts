/**
 * Library snippets of the reinforcement-learning libraries (Stable-Baselines3, Sample Factory,
 * ML-Agents, LeRobot): the algorithm and environment each record names, shell quoting, hostile values.
 * The checks every generator keeps are in library-snippets-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
	ML_AGENTS_RUN_ID,
	RL_SNIPPETS,
	SB3_DEFAULT_ENV,
	SB3_RENAMED_ENVS,
	sampleFactoryTarget,
	sb3Parts,
} from "../src/libraries/snippets/rl.js";

import { familyChecks, languageOf, one, record } from "./helpers/library-snippets.js";

describe("reinforcement-learning family", () => {
	familyChecks(RL_SNIPPETS, {
		language: (id) => (id === "ml-agents" || id === "sample-factory" ? "sh" : "python"),
		pythonNames: false,
	});
});

describe("fallback texts, constants and branches", () => {
	it("stable-baselines3: algorithm and environment from the checkpoint name, a stated default otherwise", () => {
		expect(SB3_DEFAULT_ENV).toBe("CartPole-v1");
		const lunar = sb3Parts(record("sb3/ppo-LunarLander-v2"));
		expect([lunar.file, lunar.algo?.cls, lunar.env]).toEqual(["ppo-LunarLander-v2.zip", "PPO", "LunarLander-v2"]);
		const qr = one("stable-baselines3", record("sb3/qrdqn-BreakoutNoFrameskip-v4"));
		expect(qr).toContain("from sb3_contrib import QRDQN");
		expect(qr).toContain('make_atari_env("BreakoutNoFrameskip-v4", n_envs=1)');
		const unknown = one("stable-baselines3", record("Esteban/my_first_agent"));
		expect(unknown).toContain('load_from_hub(repo_id="Esteban/my_first_agent", filename="agent.zip")');
		expect(unknown).toContain("# the algorithm is not named in the record");
		expect(unknown).toContain('gym.make("CartPole-v1")');
	});

	it("stable-baselines3: Atari agents play on stacked preprocessed frames; gymnasium 1.x names; namespaced envs", () => {
		const atari = one("stable-baselines3", record("sb3/qrdqn-BreakoutNoFrameskip-v4"));
		expect(atari).toContain('"gymnasium[atari]"');
		expect(atari).toContain("gym.register_envs(ale_py)");
		expect(atari).toContain('env = VecFrameStack(make_atari_env("BreakoutNoFrameskip-v4", n_envs=1), n_stack=4)');
		expect(atari).toContain("obs, rewards, dones, infos = env.step(action)");
		expect(atari).not.toContain("gym.make(");
		const lunar = one("stable-baselines3", record("sb3/ppo-LunarLander-v2"));
		expect(SB3_RENAMED_ENVS.get("LunarLander-v2")).toBe("LunarLander-v3");
		expect(lunar).toContain('"gymnasium[box2d]"');
		expect(lunar).toContain('# LunarLander-v2 is LunarLander-v3 in gymnasium 1.x\nenv = gym.make("LunarLander-v3")');
		expect(lunar).toContain('print("episode reward:", episode_reward)');
		const seals = one("stable-baselines3", {
			id: "HumanCompatibleAI/ppo-seals-CartPole-v0",
			tags: ["stable-baselines3", "seals/CartPole-v0"],
		});
		expect(seals).toContain("import seals  # registers its environments with gymnasium");
		expect(seals).toContain('gym.make("seals/CartPole-v0")');
		// a keyword namespace is never imported
		expect(one("stable-baselines3", { id: "a/ppo-import-Foo-v0", tags: ["import/Foo-v0"] })).not.toContain(
			"import import",
		);
	});

	it("sample-factory: the example family and env come from an env tag or the id", () => {
		expect(sampleFactoryTarget(record("andrewzhang505/sample-factory-2-doom-deathmatch"))).toMatchObject({
			family: { module: "sf_examples.vizdoom.enjoy_vizdoom" },
			env: "doom_deathmatch_bots",
		});
		const pong = one("sample-factory", record("edbeeching/atari_2B_atari_pong_1111"));
		expect(pong).toContain("python -m sf_examples.atari.enjoy_atari --algo=APPO --env='atari_pong'");
		expect(sampleFactoryTarget(record("edbeeching/mujoco_swimmer_1111")).env).toBe("mujoco_swimmer");
		expect(sampleFactoryTarget({ id: "edbeeching/doom_health_gathering_supreme_3333" }).env).toBe(
			"doom_health_gathering_supreme",
		);
		const unnamed = one("sample-factory", { id: "someone/vizdoom-agent" });
		expect(unnamed).toContain("# Watch it play: set --env to the environment the agent was trained on");
		expect(unnamed).toContain("python -m sf_examples.vizdoom.enjoy_vizdoom --algo=APPO --env='doom_basic'");
	});

	it("ml-agents: the run lands where --resume looks for it, with the configuration saved alongside", () => {
		expect(ML_AGENTS_RUN_ID).toBe("my_run");
		const code = one("ml-agents", record("ThomasSimonini/ppo-SoccerTwos"));
		expect(code).toContain("--local-dir=./results/my_run\n");
		expect(code).toContain("mlagents-learn ./results/my_run/configuration.yaml --run-id=my_run --resume\n");
	});

	it("ML-Agents and Sample Factory are used from the shell, with the id quoted as one word", () => {
		expect(["ml-agents", "sample-factory"].map(languageOf)).toEqual(["sh", "sh"]);
		expect(one("ml-agents", { id: "ThomasSimonini/ppo-SoccerTwos" })).toContain(
			"mlagents-load-from-hf --repo-id='ThomasSimonini/ppo-SoccerTwos' --local-dir=./results/my_run",
		);
		expect(one("sample-factory", { id: "a/b" })).toContain(
			"python -m sample_factory.huggingface.load_from_hub -r 'a/b' -d ./train_dir",
		);
	});
});
