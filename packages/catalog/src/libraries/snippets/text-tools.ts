/**
 * Text understanding tools that load their own checkpoints: GLiFormer (multi-task information
 * extraction built on GLiNER), Jev-Style (small decision models that return a probability for
 * every option) and Laya (typed decisions over a text or JSON state in one forward pass). Each
 * generator follows the library's README.
 */
import * as py from "../../code/py.js";
import type { ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { pip, program, pyId, siblingNames, widgetText } from "./helpers.js";

const EXTRACTION_TEXT = "Marie Curie was born in Warsaw and later worked at the University of Paris.";
const DECISION_TEXT = "My order arrived broken and I was charged twice. I want my money back today.";

const gliformer: LibrarySnippets = (model) => [
	program(`
${pip("gliformer")}
from gliformer import GLiFormer

model = GLiFormer.from_pretrained(${pyId(model)}, load_tokenizer=True)

# the labels are free text, chosen at inference time
text = ${py.str(widgetText(model, EXTRACTION_TEXT))}
labels = ["person", "organization", "location"]
for entity in model.predict_entities(text, labels, threshold=0.5):
    print(entity["text"], "->", entity["label"], round(entity["score"], 2))
`),
];

const jevStyle: LibrarySnippets = (model) => [
	program(`
${pip('"jev-style[torch]"')}  # "jev-style[mlx]" on Apple silicon
from jev_style import JevStyle, choice, noul, score

js = JevStyle.from_pretrained(${pyId(model)})

# one forward pass answers every question with a probability per option
result = js.decide(${py.str(widgetText(model, DECISION_TEXT))}, {
    "refund": noul("The customer asks for a refund."),
    "topic": choice("What is the message about?", ["billing", "delivery", "product quality"]),
    "urgency": score("How urgent is it?", ["can wait", "this week", "today"]),
})
print(result["answers"])
`),
];

/** The file that marks a Laya checkpoint, beside its model.safetensors. */
const LAYA_CHECKPOINT = "rl_agent_config.json";

/**
 * Where the repository's Laya checkpoint sits: undefined for the repository root (or when the
 * files are not listed), else the first sub-folder holding one (laya.load's `subfolder`).
 */
export function layaSubfolder(model: Pick<ModelRecord, "siblings">): string | undefined {
	const files = siblingNames(model);
	if (files.length === 0 || files.includes(LAYA_CHECKPOINT)) return undefined;
	const nested = files.find((f) => f.endsWith(`/${LAYA_CHECKPOINT}`));
	return nested?.slice(0, -LAYA_CHECKPOINT.length - 1);
}

/** The three typed question kinds Laya answers: choice, score (ordinal) and noul (a probability). */
const LAYA_QUESTIONS = `questions = {
    "department": {
        "type": "choice",
        "instructions": "Which team should handle this message?",
        "criteria": {"billing": "invoices, payments, refunds", "technical": "bugs and outages", "other": "anything else"},
    },
    "urgency": {"type": "score", "instructions": "How urgent is it?", "criteria": ["can wait", "this week", "today"]},
    "refund": {"type": "noul", "instructions": "Does the customer ask for a refund?"},
}`;

const laya: LibrarySnippets = (model) => {
	const subfolder = layaSubfolder(model);
	const where = subfolder === undefined ? "" : `, subfolder=${py.str(subfolder)}`;
	return [
		program(`
${pip("laya")}
import laya

agent = laya.load(${pyId(model)}${where})

state = {"body": ${py.str(widgetText(model, DECISION_TEXT))}}
${LAYA_QUESTIONS}
# every question is answered in one forward pass, no text generation
answers = agent.predict(state, questions)["answers"]
print(answers["department"]["choice"], answers["department"]["confidence"])
print(answers["urgency"]["score"], answers["refund"]["noul"])
`),
	];
};

export const TEXT_TOOLS_SNIPPETS: Record<string, LibrarySnippets> = {
	gliformer,
	"jev-style": jevStyle,
	laya,
};
