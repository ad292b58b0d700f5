# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: pythae 0.1.2
# source: https://github.com/clementchadebec/benchmark_VAE v0.1.2 24939dc75842
# read-from: src/pythae/samplers/normal_sampling/normal_sampler.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from pythae.samplers.base.base_sampler import BaseSampler as BaseSampler

class NormalSampler(BaseSampler):
    def __init__(self, model, sampler_config=...): ...
    def sample(self, num_samples=..., batch_size=..., output_dir=..., return_gen=..., save_sampler_config=...): ...
