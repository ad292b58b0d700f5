# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: stable-baselines3 2.8.0
# source: https://github.com/DLR-RM/stable-baselines3 v2.8.0 5e00d26428f8
# read-from: stable_baselines3/dqn/dqn.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from stable_baselines3.common.off_policy_algorithm import OffPolicyAlgorithm as OffPolicyAlgorithm

class DQN(OffPolicyAlgorithm):
    def __init__(
        self,
        policy,
        env,
        learning_rate=...,
        buffer_size=...,
        learning_starts=...,
        batch_size=...,
        tau=...,
        gamma=...,
        train_freq=...,
        gradient_steps=...,
        replay_buffer_class=...,
        replay_buffer_kwargs=...,
        optimize_memory_usage=...,
        n_steps=...,
        target_update_interval=...,
        exploration_fraction=...,
        exploration_initial_eps=...,
        exploration_final_eps=...,
        max_grad_norm=...,
        stats_window_size=...,
        tensorboard_log=...,
        policy_kwargs=...,
        verbose=...,
        seed=...,
        device=...,
        _init_setup_model=...,
    ): ...
    def predict(self, observation, state=..., episode_start=..., deterministic=...): ...
