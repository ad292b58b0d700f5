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
			id: "edbeeching/decision-transformer-gym-hopper-expert",
			description:
				"A Decision Transformer that learned from expert runs to make the one-legged Hopper robot move forward.",
		},
		{
			id: "HumanCompatibleAI/ppo-seals-CartPole-v0",
			description: "A PPO agent that keeps a pole balanced on a moving cart.",
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
	youtubeId: "q0BiUn5LiBc",
};
