import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Reinforcement learning trains an agent to act in an environment by rewarding good outcomes. At each step the agent receives an observation of the environment's state and outputs an action, then gets a reward and the next observation. It is used for game-playing agents, robot control and tuning systems that make sequences of decisions.",
	datasets: [
		{
			id: "edbeeching/decision_transformer_gym_replay",
			description:
				"Recorded trajectories of simulated MuJoCo robots, used to train agents offline from past experience.",
		},
	],
	metrics: [
		{
			id: "Discounted Total Reward",
			description: "The sum of an episode's rewards, each weighted down the later it arrives.",
		},
		{ id: "Mean Reward", description: "The average reward an agent collects per episode over many runs." },
		{
			id: "Level of Performance After Some Time",
			description: "The score the agent reaches after a fixed training budget, a measure of how fast it learns.",
		},
	],
	models: [
		{
			id: "sb3/ppo-CartPole-v1",
			description:
				"The RL Zoo's PPO agent for balancing a pole on a cart: tiny, runs on any CPU, the usual first check that a setup works.",
		},
		{
			id: "sb3/dqn-SpaceInvadersNoFrameskip-v4",
			description: "A DQN agent from the RL Zoo that plays the Atari game Space Invaders from raw screen frames.",
		},
		{
			id: "HumanCompatibleAI/ppo-seals-CartPole-v0",
			description:
				"A PPO agent for the seals variant of CartPole, whose fixed episode length avoids a known bias in reward-learning experiments.",
		},
		{
			id: "edbeeching/doom_health_gathering_supreme_3333",
			description:
				"A Sample Factory agent that survives in a 3D Doom maze by collecting health packs, trained with fast asynchronous PPO.",
		},
		{
			id: "edbeeching/decision-transformer-gym-hopper-expert",
			description:
				"A Decision Transformer that learned from expert runs to make the one-legged Hopper robot move forward, without acting during training.",
		},
	],
	spaces: [
		{
			id: "ThomasSimonini/Huggy",
			description: "A browser game where you play fetch with Huggy, a dog agent trained with Unity ML-Agents.",
		},
		{
			id: "ThomasSimonini/SnowballFight",
			description: "A snowball fight against an agent trained with reinforcement learning, playable in the browser.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Observation",
				content: "Cart at position 0.1, moving right; pole tilted 4 degrees to the left and falling.",
			},
		],
		outputs: [
			{ type: "text", label: "Action", content: "Push the cart left." },
			{ type: "text", label: "Next observation", content: "Pole tilt reduced to 2 degrees; reward +1." },
		],
	},
	widgetModels: [],
	// Shared RL checkpoints state no licence on their cards (Stable-Baselines3's RL Zoo, Sample Factory, the
	// Decision Transformer agents alike); the comparison says so ("licence not stated") and the page has no
	// permissive pick rather than presenting one of them as free to use. These agents are tied to one
	// environment and are rarely retrained, hence the long freshness promise.
	reviewedOn: "2026-11-23",
	freshnessMonths: 48,
	recommendedModel: "sb3/ppo-CartPole-v1",
	noSharedBenchmark:
		"each agent is trained and scored in its own environment (CartPole, Space Invaders, Doom, Hopper), and returns from different environments cannot be compared.",
	bestFor: [
		{
			pick: "small",
			modelId: "sb3/ppo-CartPole-v1",
			why: "A small policy network that loads and plays in seconds on a laptop CPU, so it is the quickest way to test an RL setup end to end.",
		},
		{
			pick: "quality",
			modelId: "edbeeching/doom_health_gathering_supreme_3333",
			why: "It solves the hardest environment here, a first-person 3D game read from pixels, where the other agents play classic control or Atari tasks.",
		},
	],
	guidance: [
		{
			heading: "Variants",
			paragraphs: [
				"Model-free methods learn what to do directly from trial and error: value-based ones such as DQN estimate how good each action is, policy-gradient ones such as PPO adjust the policy itself, and actor-critic methods combine the two. They are simple and robust but need many interactions. Model-based methods, such as Dreamer or TD-MPC2, first learn how the environment responds and then plan or train inside that learned model, which saves interactions at the cost of more computation and the risk that errors in the model are exploited. Offline methods, including Decision Transformer, learn only from recorded trajectories without acting at all.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"Shared RL checkpoints are tied to one environment and its exact observation and action spaces, so a model trained on LunarLander plays LunarLander and nothing else; use them to reproduce results, to check your setup, or as baselines. For your own problem, pick a well-tested library (Stable-Baselines3, CleanRL, Sample Factory for fast simulation) and start with PPO, which works acceptably on most tasks with default settings. Use SAC or TD3 for continuous control when simulation is cheap, a model-based method when each interaction is expensive, and an offline method when you have logs but cannot experiment. If the task can be written as supervised learning or solved by planning with a known model, do that instead; it is far easier to get right.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Agents optimise the reward you wrote, not the behaviour you meant, and will find loopholes; watch recorded episodes, not only the curve. Results vary strongly between random seeds, so run several before concluding anything. Policies trained in simulation often fail on real hardware unless the simulator is randomised. Version changes in environments, such as Gym to Gymnasium or v2 to v3, change the numbers. Most shared checkpoints state no licence at all; without one you have no granted right to reuse them, so ask the author or train your own agent before shipping one in a product.",
			],
		},
		{
			heading: "Metrics",
			paragraphs: [
				"The usual score is the mean episode return over many evaluation episodes with a fixed policy, reported with its spread across seeds. Sample efficiency, the return reached after a given number of environment steps, matters when interaction is costly. Interquartile means and confidence intervals across seeds, as recommended by the rliable work, give fairer comparisons than a single best run.",
			],
		},
	],
	resources: [
		{
			title: "Hugging Face Deep RL Course",
			url: "https://huggingface.co/learn/deep-rl-course/unit0/introduction",
			kind: "course",
		},
		{ title: "Stable-Baselines3 documentation", url: "https://stable-baselines3.readthedocs.io/", kind: "docs" },
		{ title: "Spinning Up in Deep RL", url: "https://spinningup.openai.com/", kind: "course" },
		{
			title: "Deep RL at the edge of the statistical precipice (rliable)",
			url: "https://arxiv.org/abs/2108.13219",
			kind: "paper",
		},
		{ title: "Gymnasium documentation", url: "https://gymnasium.farama.org/", kind: "docs" },
	],
	youtubeId: "q0BiUn5LiBc",
};
