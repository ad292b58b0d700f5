# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: sb3-contrib 2.8.0
# source: https://github.com/Stable-Baselines-Team/stable-baselines3-contrib v2.8.0 50d8a8f0dc24
# read-from: sb3_contrib/tqc/tqc.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class TQC(Any):
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
        action_noise=...,
        replay_buffer_class=...,
        replay_buffer_kwargs=...,
        optimize_memory_usage=...,
        n_steps=...,
        ent_coef=...,
        target_update_interval=...,
        target_entropy=...,
        top_quantiles_to_drop_per_net=...,
        use_sde=...,
        sde_sample_freq=...,
        use_sde_at_warmup=...,
        stats_window_size=...,
        tensorboard_log=...,
        policy_kwargs=...,
        verbose=...,
        seed=...,
        device=...,
        _init_setup_model=...,
    ): ...
