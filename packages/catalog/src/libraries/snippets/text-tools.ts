/**
 * Text understanding tools that load their own checkpoints: GLiFormer (multi-task information
 * extraction built on GLiNER) and Jev-Style (small decision models that return a probability
 * for every option). Each generator follows the library's README.
 */
import * as py from "../../code/py.js";
import type { LibrarySnippets } from "../types.js";
import { pip, program, pyId, widgetText } from "./helpers.js";

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

export const TEXT_TOOLS_SNIPPETS: Record<string, LibrarySnippets> = {
	gliformer,
	"jev-style": jevStyle,
};
