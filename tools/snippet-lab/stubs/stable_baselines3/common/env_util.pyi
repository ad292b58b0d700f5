# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: stable-baselines3 2.8.0
# source: https://github.com/DLR-RM/stable-baselines3 v2.8.0 5e00d26428f8
# read-from: stable_baselines3/common/env_util.py
# licence: MIT

from typing import Any, Self  # noqa: F401

def make_atari_env(
    env_id,
    n_envs=...,
    seed=...,
    start_index=...,
    monitor_dir=...,
    wrapper_kwargs=...,
    env_kwargs=...,
    vec_env_cls=...,
    vec_env_kwargs=...,
    monitor_kwargs=...,
): ...
