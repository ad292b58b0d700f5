# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: stable-baselines3 2.8.0
# source: https://github.com/DLR-RM/stable-baselines3 v2.8.0 5e00d26428f8
# read-from: stable_baselines3/common/on_policy_algorithm.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from stable_baselines3.common.base_class import BaseAlgorithm as BaseAlgorithm

class OnPolicyAlgorithm(BaseAlgorithm):
    def __init__(
        self,
        policy,
        env,
        learning_rate,
        n_steps,
        gamma,
        gae_lambda,
        ent_coef,
        vf_coef,
        max_grad_norm,
        use_sde,
        sde_sample_freq,
        rollout_buffer_class=...,
        rollout_buffer_kwargs=...,
        stats_window_size=...,
        tensorboard_log=...,
        monitor_wrapper=...,
        policy_kwargs=...,
        verbose=...,
        seed=...,
        device=...,
        _init_setup_model=...,
        supported_action_spaces=...,
    ): ...
