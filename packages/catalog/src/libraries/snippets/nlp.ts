/**
 * Classic NLP toolkits: AllenNLP, spaCy, Flair, Stanza, BERTopic, fastText, PaddleNLP,
 * EDS-NLP and bm25s.
 */
import * as py from "../../code/py.js";
import type { ModelRecord } from "../../model.js";
import type { LibrarySnippets } from "../types.js";
import { pip, program, pyId, repoName, safeWidget, siblingNames, taskOf, widgetText } from "./helpers.js";

/** Example inputs of the NLP snippets when the record has no widget text. */
export const NLP_INPUTS = {
	sentence: "George Washington went to Washington to meet the Senate.",
	passage:
		"The Matrix is a 1999 science fiction action film written and directed by the Wachowskis, starring Keanu Reeves.",
	question: "Who stars in The Matrix?",
	medical: "Le patient a été admis le 12 mars 2023 pour une pneumopathie, traitée par amoxicilline.",
	query: "how does a cat purr",
} as const;

const allennlp: LibrarySnippets = (model) => {
	const qa = taskOf(model) === "question-answering";
	return [
		program((o) => {
			o.add(pip("allennlp", "allennlp-models"));
			o.add("import allennlp_models  # noqa: F401  (registers the model and predictor types)");
			o.add("from allennlp.predictors.predictor import Predictor");
			o.blank();
			o.add(`predictor = Predictor.from_path(${py.str(`hf://${model.id}`)})`);
			if (qa) {
				const w = safeWidget(model);
				const question = typeof w?.text === "string" && w.text ? w.text : NLP_INPUTS.question;
				const passage = typeof w?.context === "string" && w.context ? w.context : NLP_INPUTS.passage;
				o.add(`predictor_input = {"passage": ${py.str(passage)}, "question": ${py.str(question)}}`);
			} else {
				o.add(`predictor_input = {"sentence": ${py.str(widgetText(model, NLP_INPUTS.sentence))}}`);
			}
			o.add("predictions = predictor.predict_json(predictor_input)");
			o.add("print(predictions)");
		}),
	];
};

/** spaCy pipelines are pip-installable wheels stored in the repository. */
export function spacyWheelUrl(model: Pick<ModelRecord, "id">): string {
	const name = repoName(model);
	return `https://huggingface.co/${model.id}/resolve/main/${name}-any-py3-none-any.whl`;
}

/** Example sentences in the languages of spaCy's trained pipelines (named `<lang>_…`), English otherwise. */
export const SPACY_SENTENCES: Readonly<Record<string, string>> = {
	de: "Angela Merkel besuchte im Mai das Rathaus von Hamburg.",
	fr: "Emmanuel Macron a inauguré un musée à Lyon en juin.",
	es: "Rafael Nadal ganó el torneo de Madrid en 2010.",
	it: "Sophia Loren è nata a Roma nel 1934.",
	pt: "Cristiano Ronaldo jogou no Sporting de Lisboa.",
	nl: "Vincent van Gogh werd geboren in Zundert.",
	zh: "李白出生于唐朝，后来住在长安。",
	ja: "村上春樹は京都で生まれました。",
};

/** The language prefix of a spaCy pipeline name (`de_core_news_sm` → `de`). */
export function spacyLanguage(model: Pick<ModelRecord, "id">): string {
	return repoName(model).split("_")[0] ?? "";
}

const spacy: LibrarySnippets = (model) => [
	program((o) => {
		const lang = spacyLanguage(model);
		const sentence = Object.hasOwn(SPACY_SENTENCES, lang) ? SPACY_SENTENCES[lang] : undefined;
		o.add(`# pip install ${py.comment(spacyWheelUrl(model))}`);
		o.add("import spacy");
		o.blank();
		o.add(`nlp = spacy.load(${py.str(repoName(model))})`);
		o.add(`doc = nlp(${py.str(widgetText(model, sentence ?? NLP_INPUTS.sentence))})`);
		o.add("for ent in doc.ents:");
		o.add("print(ent.text, ent.label_)", 1);
	}),
];

const flair: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("flair"));
		o.add("from flair.data import Sentence");
		o.add("from flair.nn import Classifier");
		o.blank();
		o.add("# Classifier.load returns the right model class (sequence tagger, text classifier…)");
		o.add(`tagger = Classifier.load(${pyId(model)})`);
		o.add(`sentence = Sentence(${py.str(widgetText(model, NLP_INPUTS.sentence))})`);
		o.add("tagger.predict(sentence)");
		o.add("print(sentence)");
	}),
];

/** Stanza's language code: `stanfordnlp/stanza-<lang>` ids name it; otherwise the card's language, else English. */
export function stanzaLanguage(model: ModelRecord): string {
	const m = /stanza-([\w-]+)$/.exec(model.id);
	if (m?.[1]) return m[1];
	const lang = model.cardData?.language;
	const first = Array.isArray(lang) ? lang[0] : lang;
	return typeof first === "string" && first !== "" ? first : "en";
}

const stanza: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("stanza"));
		o.add("import stanza");
		o.blank();
		o.add(`stanza.download(${py.str(stanzaLanguage(model))})`);
		o.add(`nlp = stanza.Pipeline(${py.str(stanzaLanguage(model))})`);
		o.add(`doc = nlp(${py.str(widgetText(model, NLP_INPUTS.sentence))})`);
		o.add("print(doc.entities)");
	}),
];

const bertopic: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("bertopic"));
		o.add("from bertopic import BERTopic");
		o.blank();
		o.add(`topic_model = BERTopic.load(${pyId(model)})`);
		o.add("print(topic_model.get_topic_info())");
		o.add(
			`topics, probabilities = topic_model.transform([${py.str(widgetText(model, "The new graphics card runs every game smoothly."))}])`,
		);
		o.add("print(topics)");
	}),
];

const fasttext: LibrarySnippets = (model) => {
	const file = siblingNames(model).find((f) => f.endsWith(".bin")) ?? "model.bin";
	const vectors = taskOf(model) === "feature-extraction";
	return [
		program((o) => {
			o.add(pip("fasttext", "huggingface_hub"));
			o.add("import fasttext");
			o.add("from huggingface_hub import hf_hub_download");
			o.blank();
			o.add(`model_path = hf_hub_download(repo_id=${pyId(model)}, filename=${py.str(file)})`);
			o.add("model = fasttext.load_model(model_path)");
			if (vectors) o.add('print(model.get_word_vector("bread")[:10])');
			else o.add(`print(model.predict(${py.str(widgetText(model, "The cat sat on the mat."))}))`);
		}),
	];
};

const paddlenlp: LibrarySnippets = (model) => {
	const arch = model.config?.architectures?.[0];
	const cls = py.ident(typeof arch === "string" ? arch : undefined, "AutoModel");
	return [
		program((o) => {
			// PaddleNLP runs on the PaddlePaddle framework, which it does not install.
			o.add(pip("paddlepaddle", "paddlenlp"));
			o.add("import paddle");
			o.add(`from paddlenlp.transformers import AutoTokenizer${cls === "AutoTokenizer" ? "" : `, ${cls}`}`);
			o.blank();
			o.add(`tokenizer = AutoTokenizer.from_pretrained(${pyId(model)}, from_hf_hub=True)`);
			o.add(`model = ${cls}.from_pretrained(${pyId(model)}, from_hf_hub=True)`);
			o.blank();
			o.add(`inputs = tokenizer(${py.str(widgetText(model, "Welcome to PaddleNLP!"))})`);
			o.add("inputs = {key: paddle.to_tensor([value]) for key, value in inputs.items()}");
			o.add("outputs = model(**inputs)");
			o.add("print(outputs)");
		}),
	];
};

const edsnlp: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("edsnlp"));
		o.add("import edsnlp");
		o.blank();
		o.add(`nlp = edsnlp.load(${pyId(model)})`);
		o.add(`doc = nlp(${py.str(widgetText(model, NLP_INPUTS.medical))})`);
		o.add("for ent in doc.ents:");
		o.add("print(ent.text, ent.label_)", 1);
	}),
];

const bm25s: LibrarySnippets = (model) => [
	program((o) => {
		o.add(pip("bm25s", "huggingface_hub"));
		o.add("import bm25s");
		o.add("from bm25s.hf import BM25HF");
		o.blank();
		o.add(`retriever = BM25HF.load_from_hub(${pyId(model)}, load_corpus=True)`);
		o.add(`query_tokens = bm25s.tokenize(${py.str(widgetText(model, NLP_INPUTS.query))})`);
		o.add("results, scores = retriever.retrieve(query_tokens, k=3)");
		o.add("print(results, scores)");
	}),
];

export const NLP_SNIPPETS: Record<string, LibrarySnippets> = {
	allennlp,
	spacy,
	flair,
	stanza,
	bertopic,
	fasttext,
	paddlenlp,
	edsnlp,
	bm25s,
};
