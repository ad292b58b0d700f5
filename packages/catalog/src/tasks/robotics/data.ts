import type { TaskDataCustom } from "../types.js";

export const taskData: TaskDataCustom = {
	summary:
		"Robotics models turn what a robot senses into what it does next. The input is one or more camera images, the robot's joint positions and often a written instruction, and the output is a short sequence of motor commands. They teach arms and mobile robots to grasp, sort, fold and assemble things.",
	datasets: [
		{
			id: "lerobot/pusht",
			description:
				"Simulated episodes of pushing a T-shaped block onto a target, a small first benchmark for policies.",
		},
		{
			id: "lerobot/aloha_sim_transfer_cube_human",
			description: "Human demonstrations of two simulated arms handing a cube from one gripper to the other.",
		},
		{
			id: "openvla/modified_libero_rlds",
			description: "The LIBERO simulated manipulation suites in the episode format OpenVLA fine-tunes on.",
		},
	],
	metrics: [
		{
			id: "Success rate",
			description:
				"The share of evaluation episodes in which the robot completes the task, the headline number for policies.",
		},
	],
	models: [
		{
			id: "lerobot/smolvla_base",
			description:
				"A compact vision-language-action model trained on community robot data, meant to be fine-tuned on your robot.",
		},
		{
			id: "lerobot/pi0",
			description:
				"The pi0 generalist policy in LeRobot's format, which predicts smooth action chunks with flow matching.",
		},
		{
			id: "nvidia/GR00T-N1.5-3B",
			description:
				"NVIDIA's open foundation model for humanoid and arm robots, pairing a vision language model with an action head.",
		},
		{
			id: "openvla/openvla-7b",
			description:
				"A 7B vision-language-action model trained on the Open X-Embodiment data that outputs discretised arm actions.",
		},
		{
			id: "lerobot/diffusion_pusht",
			description: "A diffusion policy trained on the Push-T task, a small reference for learning from demonstrations.",
		},
	],
	spaces: [
		{
			id: "lerobot/visualize_dataset",
			description: "A viewer that plays back the camera streams and joint trajectories of LeRobot datasets.",
		},
	],
	demo: {
		inputs: [
			{ type: "text", label: "Instruction", content: "Pick up the red cube and put it in the bowl." },
			{
				type: "tabular",
				label: "Robot state (joint angles in degrees, illustrative)",
				table: [
					["Shoulder pan", "Shoulder lift", "Elbow", "Wrist flex", "Wrist roll", "Gripper"],
					["2.1", "-35.4", "61.0", "18.7", "0.0", "30.0"],
				],
			},
		],
		outputs: [
			{
				type: "tabular",
				label: "Next actions, first four steps of the chunk (illustrative)",
				table: [
					["Step", "Shoulder pan", "Shoulder lift", "Elbow", "Wrist flex", "Wrist roll", "Gripper"],
					["1", "2.6", "-33.9", "59.8", "19.4", "0.3", "30.0"],
					["2", "3.2", "-32.1", "58.1", "20.2", "0.6", "29.1"],
					["3", "3.9", "-30.0", "56.0", "21.1", "0.9", "26.5"],
					["4", "4.5", "-27.8", "53.7", "22.0", "1.1", "22.0"],
				],
			},
		],
	},
	widgetModels: [],
	reviewedOn: "2026-11-23",
	freshnessMonths: 18,
	recommendedModel: "lerobot/smolvla_base",
	benchmark: {
		dataset: "libero",
		metric: "success_rate",
		label: "LIBERO success rate %, average of the four suites, each model fine-tuned on LIBERO",
		url: "https://libero-project.github.io/main.html",
	},
	bestFor: [
		{
			pick: "small",
			modelId: "lerobot/smolvla_base",
			why: "About 450M parameters: it fine-tunes on one consumer GPU and runs on the laptop that drives a low-cost arm.",
		},
		{
			pick: "quality",
			modelId: "lerobot/pi0",
			why: "The best LIBERO success of the models here after fine-tuning: a generalist pretrained on many robots that gives smooth, precise motions.",
		},
		{
			pick: "permissive",
			modelId: "openvla/openvla-7b",
			why: "MIT licensed, with its training code and data mixture published.",
		},
	],
	guidance: [
		{
			heading: "What a robot policy is",
			paragraphs: [
				"A policy maps observations to actions. Observations are camera frames, the positions of the robot's joints and, for language-conditioned models, an instruction; actions are target joint positions or end-effector moves sent to the motors many times a second. Most current models predict a chunk of several future actions at once, which makes motion smoother and lets a slow model keep up with a fast control loop.",
				"Three families dominate. Imitation-learning policies such as ACT and diffusion policy are small and trained from scratch on a few dozen demonstrations of one task. Vision-language-action models (SmolVLA, pi0, GR00T, OpenVLA) start from a vision language model pretrained on the web and on many robots, then are fine-tuned on your robot; they follow instructions and generalise better to new objects. Reinforcement learning, model-based or model-free, still matters for locomotion and for refining a policy in simulation, and is covered on the reinforcement learning page.",
			],
		},
		{
			heading: "How to choose",
			paragraphs: [
				"The deciding factor is usually your robot, not a benchmark. A policy must be trained or fine-tuned on data from the same embodiment (its cameras, joints and gripper), so check which robots a model has seen and whether its tooling supports yours. For a single task on a low-cost arm, a small imitation policy trained on 50 demonstrations is a strong baseline. When you want one model for many tasks or spoken instructions, fine-tune a vision-language-action model.",
				"Mind the compute at the robot. The control loop needs an answer every few tens of milliseconds; models under a billion parameters can run on the machine next to the arm, while multi-billion models need a GPU, asynchronous inference or a remote server.",
			],
		},
		{
			heading: "Pitfalls",
			paragraphs: [
				"Demonstration quality sets the ceiling: hesitant or inconsistent teleoperation teaches hesitant behaviour. Camera placement and lighting must match between recording and deployment, and joint calibration must be identical. Success in simulation does not transfer by itself; test on the real robot early, start slowly, and keep a hardware stop within reach.",
			],
		},
		{
			heading: "Measuring quality",
			paragraphs: [
				"The honest measure is the success rate over many real trials, with object positions varied and recorded, because a policy that works from one starting pose may fail from another. Simulated suites such as LIBERO and Push-T allow repeatable comparisons between models, but their numbers say little about your robot. Report the number of trials along with the rate.",
			],
		},
		{
			heading: "When another tool is better",
			paragraphs: [
				"If the task is to plan steps in words or choose which skill to run, a language or vision language model on top of fixed skills is simpler than training a policy. For locating objects before a scripted grasp, an object detection or pose model with classical motion planning can be more reliable than an end-to-end policy.",
			],
		},
	],
	resources: [
		{ title: "LeRobot documentation", url: "https://huggingface.co/docs/lerobot", kind: "docs" },
		{ title: "SmolVLA paper", url: "https://arxiv.org/abs/2506.01844", kind: "paper" },
		{ title: "OpenVLA paper", url: "https://arxiv.org/abs/2406.09246", kind: "paper" },
		{ title: "Diffusion Policy paper", url: "https://arxiv.org/abs/2303.04137", kind: "paper" },
		{ title: "LeRobot on GitHub", url: "https://github.com/huggingface/lerobot", kind: "tool" },
	],
};
