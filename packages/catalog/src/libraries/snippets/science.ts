/**
 * Science, health, forecasting and tabular libraries. Each generator returns complete
 * Python programs from the library's public API; record values enter only through the encoders.
 */
import * as py from "../../code/py.js";
import type { LibrarySnippets } from "../types.js";
import { filesEnding, pip, program, pyId } from "./helpers.js";

/** Fixed example values of this family, so tests can check them. */
export const SCIENCE_DEFAULTS = {
	forecastHorizon: 12,
	quantiles: [0.1, 0.5, 0.9],
	anemoiLeadHours: 12,
} as const;

/**
 * `SimpleRunner.run` takes `input_states` (one state per dataset, or one state for a
 * single-dataset checkpoint) since anemoi-inference 0.11 (`runners/simple.py`); `input_state=`
 * is an unknown keyword there.
 */
const anemoi: LibrarySnippets = (model) => [
	program(`
${pip("anemoi-inference", "earthkit-data")}
import datetime

from anemoi.inference.runners.simple import SimpleRunner

runner = SimpleRunner({"huggingface": ${pyId(model)}}, device="cuda")
# initial conditions: for each variable the checkpoint expects (e.g. "2t", "msl", "t_850"),
# a numpy array of shape (2, grid points) holding the analyses six hours apart
fields = {}
input_state = dict(date=datetime.datetime(2025, 1, 1, 12), fields=fields)
for state in runner.run(input_states=input_state, lead_time=${SCIENCE_DEFAULTS.anemoiLeadHours}):
    print(state["date"], sorted(state["fields"])[:5])
`),
];

/**
 * One template for every Chronos pipeline class the repository's config may name
 * (`BaseChronosPipeline` picks it): the series goes in as a list of 1-D tensors, the one form all
 * of them accept. Chronos and Chronos-Bolt also take a bare 1-D tensor, but Chronos-2 reads a bare
 * tensor as (series, variates, length) and rejects anything not 3-d
 * (`chronos2/preprocess.py`, `from_tensor`), while it reads a list through `from_list_of_tensors`.
 */
const chronos: LibrarySnippets = (model) => [
	program(`
${pip("chronos-forecasting", "pandas")}
import pandas as pd
import torch
from chronos import BaseChronosPipeline

pipeline = BaseChronosPipeline.from_pretrained(${pyId(model)}, device_map="cpu", torch_dtype=torch.bfloat16)
df = pd.read_csv("https://raw.githubusercontent.com/AileenNielsen/TimeSeriesAnalysisWithPython/master/data/AirPassengers.csv")
series = torch.tensor(df["#Passengers"], dtype=torch.float32)
quantiles, mean = pipeline.predict_quantiles(
    [series],
    prediction_length=${SCIENCE_DEFAULTS.forecastHorizon},
    quantile_levels=[${SCIENCE_DEFAULTS.quantiles.join(", ")}],
)
print(mean)
`),
];

/** A chest X-ray or skin photo as the serialized tf.train.Example both Google health models read. */
const TF_EXAMPLE = `def png_example(path):
    image = Image.open(path).convert("L" if GRAYSCALE else "RGB")
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    feature = {
        "image/encoded": tf.train.Feature(bytes_list=tf.train.BytesList(value=[buffer.getvalue()])),
        "image/format": tf.train.Feature(bytes_list=tf.train.BytesList(value=[b"png"])),
    }
    return tf.train.Example(features=tf.train.Features(feature=feature)).SerializeToString()`;

const cxrFoundation: LibrarySnippets = (model) => [
	program(`
${pip("tensorflow", "tensorflow-text", "pillow", "huggingface_hub")}
import io

import tensorflow as tf
from huggingface_hub import snapshot_download
from PIL import Image

GRAYSCALE = True


${TF_EXAMPLE}


model_dir = snapshot_download(${pyId(model)}, allow_patterns=["elixr-c-v2-pooled/*"])
elixr_c = tf.saved_model.load(f"{model_dir}/elixr-c-v2-pooled")
output = elixr_c.signatures["serving_default"](input_example=tf.constant([png_example("path/to/chest_xray.png")]))
print(output["feature_maps_0"].shape)
`),
];

const dermFoundation: LibrarySnippets = (model) => [
	program(`
${pip("tensorflow", "pillow", "huggingface_hub")}
import io

import tensorflow as tf
from huggingface_hub import snapshot_download
from PIL import Image

GRAYSCALE = False


${TF_EXAMPLE}


model = tf.saved_model.load(snapshot_download(${pyId(model)}))
output = model.signatures["serving_default"](inputs=tf.constant([png_example("path/to/skin_photo.png")]))
embedding = output["embedding"].numpy().flatten()
print(embedding.shape)
`),
];

/** SAP RPT-1 (open source): in-context classifier and regressor with the scikit-learn interface. */
const sapRpt: LibrarySnippets = (model) => {
	const note = `# the weights of ${py.comment(String(model.id))} are downloaded on first use (accept the license on the hub first)`;
	return [
		program(`
# pip install git+https://github.com/SAP-samples/sap-rpt-1-oss
from sap_rpt_oss import SAP_RPT_OSS_Classifier
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split

X, y = load_breast_cancer(return_X_y=True, as_frame=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=0)

${note}
clf = SAP_RPT_OSS_Classifier(max_context_size=8192, bagging=8)
clf.fit(X_train, y_train)
print("accuracy:", (clf.predict(X_test) == y_test).mean())
`),
		program(`
# pip install git+https://github.com/SAP-samples/sap-rpt-1-oss
from sap_rpt_oss import SAP_RPT_OSS_Regressor
from sklearn.datasets import load_diabetes
from sklearn.model_selection import train_test_split

X, y = load_diabetes(return_X_y=True, as_frame=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=0)

${note}
reg = SAP_RPT_OSS_Regressor(max_context_size=8192, bagging=8)
reg.fit(X_train, y_train)
print(reg.predict(X_test)[:5])
`),
	];
};

/**
 * FlexTab publishes no Python API we could check, so the snippet does only what is certain:
 * fetch the checkpoint the repository's code loads, and say where its inference entry point lives.
 */
const flextab: LibrarySnippets = (model) => {
	const checkpoint = filesEnding(model, ".pt", ".ckpt", ".safetensors")[0] ?? "flextab.pt";
	return [
		program(`
# git clone https://github.com/SAP-samples/flextab and install it (pip install -e .)
from huggingface_hub import hf_hub_download

checkpoint_path = hf_hub_download(${pyId(model)}, ${py.str(checkpoint)})
# pass checkpoint_path to the repository's inference entry point (see its README) with your table
print(checkpoint_path)
`),
	];
};

export const SCIENCE_SNIPPETS: Record<string, LibrarySnippets> = {
	anemoi,
	"chronos-forecasting": chronos,
	"cxr-foundation": cxrFoundation,
	"derm-foundation": dermFoundation,
	flextab,
	"sap-rpt-1-oss": sapRpt,
};
