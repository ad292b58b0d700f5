"""Writes packages/catalog/src/libraries/snippets/transformers-pipeline-models.ts from the installed transformers.

Run from the repository root with the snippet lab's ML environment, then format the output:

    tools/snippet-lab/.venv-ml/bin/python packages/catalog/scripts/transformers-pipeline-models.py
    npx biome check --write packages/catalog/src/libraries/snippets/transformers-pipeline-models.ts

For each pipeline task the catalogue offers, it reads the auto classes `pipeline()` loads the model
through (SUPPORTED_TASKS[task]["pt"] in transformers/pipelines/__init__.py) and the model types each
auto class maps (the *_MAPPING_NAMES of transformers/models/auto/modeling_auto.py). ACCEPTED_CLASSES
and ACCEPTED_TYPES add the models a pipeline also runs after loading them through
`config.architectures` (load_model's fallback in pipelines/base.py), each with the reason read in
that pipeline's source.
"""

import json
import pathlib
import sys

import transformers
from transformers.pipelines import SUPPORTED_TASKS

# The pipeline tasks the catalogue's snippets call (PIPELINE_CALLS, text-to-speech as text-to-audio);
# packages/catalog/test/transformers-pipeline-models.test.ts checks that both name the same tasks.
TASKS = [
    "audio-classification",
    "automatic-speech-recognition",
    "depth-estimation",
    "document-question-answering",
    "feature-extraction",
    "fill-mask",
    "image-classification",
    "image-feature-extraction",
    "image-segmentation",
    "image-text-to-text",
    "mask-generation",
    "object-detection",
    "table-question-answering",
    "text-classification",
    "text-generation",
    "text-to-audio",
    "token-classification",
    "video-classification",
    "zero-shot-audio-classification",
    "zero-shot-classification",
    "zero-shot-image-classification",
    "zero-shot-object-detection",
]

# Auto classes whose models a pipeline runs after load_model's `config.architectures` fallback
# loaded them (the pipeline checks their mapping in check_model_type or branches on them).
ACCEPTED_CLASSES = {
    # ImageSegmentationPipeline checks the instance and universal segmentation mappings too.
    "image-segmentation": [
        "AutoModelForInstanceSegmentation",
        "AutoModelForUniversalSegmentation",
    ],
    # TableQuestionAnsweringPipeline has a generate() branch for seq2seq models, but the only ones
    # it served (TAPEX) need TapexTokenizer, which transformers 5 removed: the lab's run of the
    # pipeline on microsoft/tapex-base fails there, so seq2seq models are not accepted.
    # AutomaticSpeechRecognitionPipeline decodes parakeet RNN transducers like TDT ones.
    "automatic-speech-recognition": ["AutoModelForRNNT"],
}
# Model types a pipeline runs through a branch of its own.
ACCEPTED_TYPES = {
    # DocumentQuestionAnsweringPipeline runs Donut (a vision-encoder-decoder with a donut-swin encoder).
    "document-question-answering": ["vision-encoder-decoder"],
}


def model_types(auto_class) -> list[str]:
    types = list(auto_class._model_mapping._model_mapping.keys())
    # The table joins them with spaces.
    assert not any(" " in t for t in types), types
    return types


def tables() -> dict[str, dict[str, object]]:
    """The four tables of the TypeScript module, as plain data."""
    loads = {task: [c.__name__ for c in SUPPORTED_TASKS[task]["pt"]] for task in TASKS}
    mappings: dict[str, list[str]] = {}
    for task in TASKS:
        for name in loads[task] + ACCEPTED_CLASSES.get(task, []):
            if name != "AutoModel":
                mappings[name] = sorted(set(model_types(getattr(transformers, name))))
    return {
        "PIPELINE_AUTO_CLASSES": loads,
        "PIPELINE_ACCEPTED_CLASSES": ACCEPTED_CLASSES,
        "PIPELINE_ACCEPTED_MODEL_TYPES": ACCEPTED_TYPES,
        "AUTO_CLASS_MODEL_TYPES": {
            name: " ".join(types) for name, types in sorted(mappings.items())
        },
    }


DOCS = {
    "PIPELINE_AUTO_CLASSES": (
        "Per pipeline task: the auto classes `pipeline()` loads the model through (SUPPORTED_TASKS[task].pt).",
        "readonly string[]",
    ),
    "PIPELINE_ACCEPTED_CLASSES": (
        "Per pipeline task: auto classes whose models it also runs once `config.architectures` loaded them.",
        "readonly string[]",
    ),
    "PIPELINE_ACCEPTED_MODEL_TYPES": (
        "Per pipeline task: model types it runs through a branch of its own.",
        "readonly string[]",
    ),
    "AUTO_CLASS_MODEL_TYPES": (
        (
            "Per auto class (but AutoModel, which maps every architecture): the model types it loads,\n"
            " * space-separated (model types hold no spaces) to keep the table compact."
        ),
        "string",
    ),
}


def main() -> None:
    data = tables()
    if sys.argv[1:] == ["--json"]:
        # What the catalogue's staleness test compares its table with.
        print(json.dumps({"version": transformers.__version__, **data}))
        return
    out = pathlib.Path(
        sys.argv[1]
        if len(sys.argv) > 1
        else "packages/catalog/src/libraries/snippets/transformers-pipeline-models.ts"
    )
    lines = [
        "// Generated by packages/catalog/scripts/transformers-pipeline-models.py from transformers "
        + transformers.__version__
        + ". Do not edit: rerun it (see its docstring).",
    ]
    for name, table in data.items():
        doc, value = DOCS[name]
        lines += [
            "",
            f"/**\n * {doc}\n */",
            f"export const {name}: Readonly<Record<string, {value}>> = {{",
        ]
        lines += [
            f"\t{json.dumps(key)}: {json.dumps(entry)}," for key, entry in table.items()
        ]
        lines += ["};"]
    out.write_text("\n".join(lines) + "\n")
    count = sum(len(v.split(" ")) for v in data["AUTO_CLASS_MODEL_TYPES"].values())
    print(
        f"wrote {out} ({count} model types in {len(data['AUTO_CLASS_MODEL_TYPES'])} auto classes)"
    )


if __name__ == "__main__":
    main()
