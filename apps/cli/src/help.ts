/** The help text of each command (`--help`), kept together so they read as one manual. */
import { BLENDED_RATIO_TEXT, MODEL_LIST_LIMITS, RUNS_ON_LEVEL, SEARCH_RULES } from "@hubkit/hub-core";

export const VERSION = "0.1.0";

const { limit, offset } = MODEL_LIST_LIMITS;

export const MAIN_HELP = `hubkit ${VERSION}: tasks, libraries, local apps and code snippets of a model hub

Usage:
  hubkit tasks [id]                  every task, or one task's page
  hubkit libraries [id]              every library, or one library
  hubkit apps <model>                local apps that run a model, with their commands
  hubkit snippets <model> [options]  library, local-app and inference snippets for a model
  hubkit fit <model> [options]       will it run on a device: every weight option, the one to pick
  hubkit evals <model>               evaluation results: benchmark, metric, value and source
  hubkit leaderboard [dataset]       the catalogue's benchmarks, or one ranked best first
  hubkit tree <id> [options]         the model tree: base models, derivatives, the best one to run locally
  hubkit devices                     the devices fit and models --fits know, with their memory
  hubkit compare <model> <model>...  2 to 4 models side by side: facts, fit, shared benchmarks
  hubkit providers <model>           the providers serving a model: price, context, speed, capabilities
  hubkit models [options]            the model list: search, filters, facets

<model> is a model id (from the embedded sample catalogue, or from --hub) or a record .json file.

Options of every command:
  --json       print JSON instead of text
  --hub URL    (apps, snippets, fit) fetch model records from this hub, e.g. https://huggingface.co; HF_TOKEN is sent if set
  -h, --help   show help

Exit codes: 0 success, 1 model not found (or the hub failed), 2 bad arguments.
`;

export const TASKS_HELP = `Usage: hubkit tasks [id] [--models PATH] [--json]

Without an id: every task (pipeline tag) with its label, modality and how many models of the
catalogue have it (the sample catalogue, or --models PATH / HUBKIT_MODELS, as for hubkit models).
With an id: the task's page: summary, libraries, example models, datasets, metrics and spaces.

Examples:
  hubkit tasks
  hubkit tasks text-generation --json
`;

export const LIBRARIES_HELP = `Usage: hubkit libraries [id] [--models PATH] [--json]

Without an id: every library with its snippet language and whether it has snippets.
With an id: the library's repository, docs, tasks, how many models of the catalogue use it and
the most downloaded of them (the sample catalogue, or --models PATH / HUBKIT_MODELS; the full
list: hubkit models --library ID).

Examples:
  hubkit libraries
  hubkit libraries diffusers
`;

export const APPS_HELP = `Usage: hubkit apps <model> [--json] [--hub URL]

The local apps that offer <model> (llama.cpp, Ollama, LM Studio, vLLM, ...) with the commands
to run it, or the link that opens it in the app.

Examples:
  hubkit apps bartowski/Llama-3.2-3B-Instruct-GGUF
  hubkit apps ./record.json --json
`;

export const SNIPPETS_HELP = `Usage: hubkit snippets <model> [options]

Code that uses <model>: its library's snippets, local apps, and inference API calls.

Options:
  --provider P      inference provider (default: auto)
  --language L      only inference snippets in js, python or sh
  --client C        only this client (openai, huggingface.js, fetch, huggingface_hub, fal_client, requests, curl)
  --stream          streaming form of chat examples
  --bill-to ORG     bill the calls to an organisation (X-HF-Bill-To)
  --direct          call the provider directly with its own key, not through the router
  --routing P       cheapest or fastest: a chat model, provider auto: the router picks the provider
                    (the model written <id>:P; only the clients that send it as written)
  --endpoint URL    call a custom endpoint (http or https URL)
  --library L       also the snippets of library L, as if the record named it (repeatable)
  --file F          the repository file local apps run (e.g. one GGUF quantization)
  --json            print JSON: { libraries, localApps, inference, chat, providers, notes, errors }
  --hub URL         fetch the record from this hub

Examples:
  hubkit snippets meta-llama/Llama-3.1-8B-Instruct --provider groq --language python
  hubkit snippets ./record.json --json
`;

export const FIT_HELP = `Usage: hubkit fit <model> [--device ID] [--context N] [--ram GB] [--json] [--hub URL]

Whether <model> runs on a device at a context length: for every weight option (each GGUF
quantization with its shards and vision projector, the safetensors checkpoint) the memory for
weights + KV cache + runtime overhead, where it fits (gpu, partial offload, cpu RAM, no), the
longest context that keeps that fit and a rough decode speed. The recommended option is marked *;
"tight" marks a fit with less than 5 % of a consumer card's memory free. A model that does not
generate text (an image generator, an encoder) gets its memory figures only: no context or speed.
Sizes are decimal GB (10^9 bytes), as the hub shows files.

Options:
  --device ID    a device id of hubkit devices (default: rtx-4090), e.g. m4-max-128gb, cpu-16gb-ddr4
  --context N    context length in tokens (default: 8192); k = 1024 and M = 1024² tokens: 8k, 32K, 1M
  --ram GB       system RAM for layers offloaded from a GPU (default: 32)
  --json         print JSON: { device, units, context, ram, model, options, recommended }
  --hub URL      fetch the record from this hub

Examples:
  hubkit fit bartowski/Meta-Llama-3.1-8B-Instruct-GGUF --device rtx-4060 --context 32768
  hubkit fit Qwen/Qwen3-8B --device cpu-16gb-ddr4 --json
`;

export const EVALS_HELP = `Usage: hubkit evals <model> [--json] [--hub URL]

The evaluation results <model> reports: the results of its card's model-index and of its
.eval_results files (a record carries those as eval_results), each with its benchmark dataset,
config or task, split, metric, value, direction (higher or lower is better) and source: verified
(by the hub's evaluator), self-reported or curated, with the link where it can be checked.
Entries that cannot be read are listed with their field and reason.

Options:
  --json      print JSON: the list GET /api/models/{id} answers as evalResults
  --hub URL   fetch the record from this hub

Examples:
  hubkit evals ./record.json
  hubkit evals openai/whisper-large-v3 --hub https://huggingface.co
`;

export const LEADERBOARD_HELP = `Usage: hubkit leaderboard [<dataset>] [--metric TYPE] [--config C] [--split S]
                          [--license ID] [--commercial] [--fits DEVICE] [--models PATH] [--json]

Without a dataset: the benchmarks the catalogue's models report results on (dataset, config,
split, metric, its direction, how many models), as GET /api/benchmarks answers.
With a dataset: every model reporting that benchmark, best first in the metric's direction (a
metric Hubkit does not know is listed by id, not ranked), with its value, source (verified,
self-reported or curated), weights, licence with its commercial-use verdict, the first device it
runs whole on and the link where the figure can be checked, as GET /api/leaderboard answers.
--metric may be left out when the dataset has one metric; --config and --split choose when the
dataset and metric have several benchmarks (the message lists them).

Options:
  --metric TYPE    the metric type, e.g. wer, accuracy
  --config C       the dataset's configuration
  --split S        the split
  --license ID     only models whose card names this licence (as hubkit models --license)
  --commercial     only models whose licence allows commercial use (outright or under conditions)
  --fits DEVICE    only models that run whole on this device at 8K context (as hubkit models --fits)
  --models PATH    the catalogue (as for hubkit models; default HUBKIT_MODELS, else the sample one)
  --json           print JSON: the answer of the API

Examples:
  hubkit leaderboard
  hubkit leaderboard Idavidrein/gpqa
  hubkit leaderboard Idavidrein/gpqa --commercial --fits rtx-4090
  hubkit leaderboard ILSVRC/imagenet-1k --config zero-shot --metric top_1_accuracy
`;

export const COMPARE_HELP = `Usage: hubkit compare <model> <model> [<model> <model>] [--device ID] [--context N] [--json] [--hub URL]

Two to four models side by side, as GET /api/compare and the web's /compare page show them:
parameters (total and active), licence and commercial use, context, release date, the size of
each weight format, where each runs on the device (its recommended option), the providers serving
it, and the benchmarks two or more of them report, the best marked in the metric's direction.

Options:
  --device ID    a device id of GET /api/hardware (default: rtx-4090)
  --context N    context length in tokens (default: 8192)
  --json         print JSON: { device, context, models, shared }
  --hub URL      fetch the records from this hub

Examples:
  hubkit compare Qwen/Qwen3-8B meta-llama/Llama-3.1-8B-Instruct --device rtx-4060
  hubkit compare ./a.json ./b.json --json
`;

export const PROVIDERS_HELP = `Usage: hubkit providers <model> [--sort price|context|latency] [--json] [--hub URL]

The providers serving <model>, as GET /api/models/{id}/providers and the model page's "Run via
an API" table show them: price per million input and output tokens (or per image, second or
request), a blended price (input and output weighted 3:1), context, first-token latency and
throughput when known, tool calling, structured output, status, and where each figure came from
and when. A price a provider does not publish says so, never 0; a figure older than its freshness
window is marked stale with its date. The cheapest, fastest and longest-context live providers are
marked, and a cost line prices 1,000 requests of 1,000 input + 500 output tokens at the cheapest.

Options:
  --sort S    price (default; unknown prices last), context (longest first) or latency (quickest first)
  --json      print JSON: { id, asOf, sort, blendedRatio, providers, costLine, llmColumns }
  --hub URL   fetch the record from this hub

Examples:
  hubkit providers meta-llama/Llama-3.3-70B-Instruct
  hubkit providers openai/gpt-oss-120b --sort context --json
`;

export const MODELS_HELP = `Usage: hubkit models [--search WORDS] [filters] [--sort S] [--limit N] [--facets] [--json]

The model list, as the server's /api/models answers it: the sample catalogue, or a catalogue of
your own with --models PATH (or HUBKIT_MODELS): a .jsonl or .json file of records, or a folder of
them. Bad records are reported on stderr with their file, line and field, and skipped; records
naming a task or library Hubkit does not know are loaded, with a warning (the first 50 of each).
${SEARCH_RULES}

Options:
  --search WORDS       words in the id, author or tags; sorted by best match unless --sort is given:
                       the exact id or name, then ids holding every word whole, then the rest,
                       each most downloaded first
  --task ID            pipeline tag, e.g. text-generation
  --library ID         e.g. transformers
  --license ID         e.g. apache-2.0
  --language CODE      e.g. en
  --app ID             a local app that runs the model, e.g. llama.cpp
  --provider ID        an inference provider that serves it (a live listing)
  --max-price USD      a live provider charges at most USD per million tokens, blended ${BLENDED_RATIO_TEXT}
                       input:output (unpublished prices never match), e.g. 0.5
  --tools              a live provider serves it with tool calling
  --structured-output  a live provider serves it with structured output
                       (with --provider and --max-price, the same provider must do it all)
  --size BUCKET        <1B, 1-3B, 3-8B, 8-15B, 15-40B, 40-100B or >100B
  --fits DEVICE        runs on this device (a device id of hubkit devices) at 8192 tokens of context,
                       ${RUNS_ON_LEVEL}
  --context N          with --fits: at N tokens instead, e.g. 32k (not on a database catalogue)
  --ram GB             with --fits: also models that run with layers offloaded to GB of system RAM
                       (slowly; not on a database catalogue)
  --sort S             match (best match, the default with --search), downloads (the default
                       without), likes, lastModified or id
  --direction D        asc or desc (not with best match)
  --limit N            ${limit.min}-${limit.max} (default ${limit.default}); --offset N skips N (at most ${offset.max})
  --facets             also print the counts of every filter's values

Examples:
  hubkit models --search llama --task text-generation
  hubkit models --models ./my-models.jsonl --license apache-2.0 --facets
  hubkit models --fits rtx-4060 --task text-generation
  hubkit models --provider groq --max-price 1 --tools
`;

export const TREE_HELP = `Usage: hubkit tree <id> [--device ID] [--context N] [--models PATH] [--json]

The model tree of <id> in the catalogue (the sample catalogue, or --models PATH / HUBKIT_MODELS, as
for hubkit models): the models it was made from, with the relation (quantized, finetune, adapter,
merge), and its derivatives per relation: how many, and the most downloaded. With --device, the
best local option: of the model and its listed quantized derivatives, the one whose recommended
weight option runs best there (whole on the GPU first, then the highest quality), as hubkit fit
estimates it.

Options:
  --device ID    a device id of GET /api/hardware, e.g. rtx-4060, m4-max-128gb, cpu-16gb-ddr4
  --context N    with --device: context length in tokens (default: 8192)
  --models PATH  a catalogue of your own (.jsonl / .json file or folder)
  --json         print JSON: the API's /tree answer { id, parents, children, device?, context?, bestLocal? }

Examples:
  hubkit tree meta-llama/Llama-3.1-8B-Instruct
  hubkit tree meta-llama/Llama-3.1-8B-Instruct --device rtx-4060 --context 8192
`;
