"""Keras 3 fixtures: a tiny random model saved the way the keras snippets read it back.

`keras.saving.load_model("hf://owner/name")` calls `huggingface_hub.snapshot_download` and loads
the folder `model.save("hf://…")` uploads (config.json, metadata.json, model.weights.h5: Keras's
unzipped format); `hf_hub_download(id, "x.keras")` fetches a zipped `.keras` archive. The
snapshot holds the archives the record lists, else the unzipped folder.
"""

from __future__ import annotations

from pathlib import Path


def tiny_model(record: dict):
    """A small functional model: a conv net on 28x28x1 images for image classification
    (MNIST-sized), a text model on a dict of token ids and padding mask otherwise."""
    import keras

    keras.utils.set_random_seed(0)
    if record.get("pipeline_tag") == "image-classification":
        inputs = keras.Input(shape=(28, 28, 1))
        x = keras.layers.Conv2D(4, 3, activation="relu")(inputs)
        x = keras.layers.GlobalAveragePooling2D()(x)
        outputs = keras.layers.Dense(10, activation="softmax")(x)
    else:
        # Token ids and a padding mask in a dict, as KerasHub backbones take them: Keras rejects
        # a list for such a model, so a snippet that builds its example as a list fails here.
        inputs = {
            "token_ids": keras.Input(shape=(None,), dtype="int32", name="token_ids"),
            "padding_mask": keras.Input(shape=(None,), dtype="int32", name="padding_mask"),
        }
        x = keras.layers.Embedding(50, 8)(inputs["token_ids"])
        x = x * keras.ops.expand_dims(keras.ops.cast(inputs["padding_mask"], "float32"), -1)
        outputs = keras.layers.Dense(4)(keras.layers.GlobalAveragePooling1D()(x))
    return keras.Model(inputs, outputs)


def make_keras(record: dict, out: Path) -> None:
    import keras

    model = tiny_model(record)
    names = [s.get("rfilename", "") for s in record.get("siblings") or []]
    archives = [n for n in names if n.endswith(".keras") and "/" not in n]
    if archives and "config.json" not in names:
        for name in archives:
            keras.saving.save_model(model, out / name)
    else:
        keras.saving.save_model(model, out, zipped=False)
