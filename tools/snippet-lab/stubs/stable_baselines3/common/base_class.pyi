# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: stable-baselines3 2.8.0
# source: https://github.com/DLR-RM/stable-baselines3 v2.8.0 5e00d26428f8
# read-from: stable_baselines3/common/base_class.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class BaseAlgorithm(Any):
    def __init__(
        self,
        policy,
        env,
        learning_rate,
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
        supported_action_spaces=...,
    ): ...
    def predict(self, observation, state=..., episode_start=..., deterministic=...): ...
    @classmethod
    def load(cls, path, env=..., device=..., custom_objects=..., print_system_info=..., force_reset=..., **kwargs): ...
