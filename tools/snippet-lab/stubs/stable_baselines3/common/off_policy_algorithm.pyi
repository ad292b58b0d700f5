# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: stable-baselines3 2.8.0
# source: https://github.com/DLR-RM/stable-baselines3 v2.8.0 5e00d26428f8
# read-from: stable_baselines3/common/off_policy_algorithm.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from stable_baselines3.common.base_class import BaseAlgorithm as BaseAlgorithm

class OffPolicyAlgorithm(BaseAlgorithm):
    def __init__(
        self,
        policy,
        env,
        learning_rate,
        buffer_size=...,
        learning_starts=...,
        batch_size=...,
        tau=...,
        gamma=...,
        train_freq=...,
        gradient_steps=...,
        action_noise=...,
        replay_buffer_class=...,
        replay_buffer_kwargs=...,
        optimize_memory_usage=...,
        n_steps=...,
        policy_kwargs=...,
        stats_window_size=...,
        tensorboard_log=...,
        verbose=...,
        device=...,
        support_multi_env=...,
        monitor_wrapper=...,
        seed=...,
        use_sde=...,
        sde_sample_freq=...,
        use_sde_at_warmup=...,
        sde_support=...,
        supported_action_spaces=...,
    ): ...
