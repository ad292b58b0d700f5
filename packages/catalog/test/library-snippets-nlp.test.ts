/**
 * Library snippets of the NLP libraries (spaCy, Flair, Stanza, AllenNLP, BERTopic, …): each branch
 * on realistic records, and hostile values.
 * The checks every generator keeps are in library-snippets-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import { NLP_SNIPPETS, SPACY_SENTENCES } from "../src/libraries/snippets/nlp.js";
import { all, familyChecks } from "./helpers/library-snippets.js";

describe("NLP family", () => {
	familyChecks(NLP_SNIPPETS, { language: () => "python", pythonNames: true });
});

describe("NLP libraries", () => {
	it("allennlp: a predictor from hf:// with passage and question for QA", () => {
		const qa = all("allennlp", { id: "allenai/bidaf-elmo", pipeline_tag: "question-answering" });
		expect(qa).toContain('Predictor.from_path("hf://allenai/bidaf-elmo")');
		expect(qa).toContain('predictor_input = {"passage": ');
		expect(qa).toContain('"question": "Who stars in The Matrix?"');
		expect(qa).toContain("predictor.predict_json(predictor_input)");
		expect(all("allennlp", { id: "a/tagger" })).toContain('predictor_input = {"sentence": ');
	});

	it("spacy gives a pipeline a sentence in its own language", () => {
		expect(all("spacy", { id: "spacy/de_core_news_sm" })).toContain(`doc = nlp("${SPACY_SENTENCES.de}")`);
		expect(all("spacy", { id: "spacy/en_core_web_sm" })).toContain(
			'doc = nlp("George Washington went to Washington to meet the Senate.")',
		);
		expect(all("spacy", { id: "spacy/xx_ent_wiki_sm" })).toContain("George Washington");
		expect(all("spacy", { id: "spacy/de_core_news_sm", widgetData: [{ text: "Hallo Welt" }] })).toContain(
			'doc = nlp("Hallo Welt")',
		);
	});

	it("spacy installs the wheel from the repository and loads the package by name", () => {
		const code = all("spacy", { id: "spacy/en_core_web_sm" });
		expect(code).toContain(
			"# pip install https://huggingface.co/spacy/en_core_web_sm/resolve/main/en_core_web_sm-any-py3-none-any.whl",
		);
		expect(code).toContain('nlp = spacy.load("en_core_web_sm")');
	});

	it("flair, stanza, fasttext and bm25s call their loaders", () => {
		expect(all("flair", { id: "flair/ner-english" })).toContain('Classifier.load("flair/ner-english")');
		expect(all("stanza", { id: "stanfordnlp/stanza-fr" })).toContain('stanza.Pipeline("fr")');
		expect(all("fasttext", { id: "facebook/fasttext-language-identification" })).toContain(
			'hf_hub_download(repo_id="facebook/fasttext-language-identification", filename="model.bin")',
		);
		expect(all("bm25s", { id: "xhluca/bm25s-nq-index" })).toContain(
			'BM25HF.load_from_hub("xhluca/bm25s-nq-index", load_corpus=True)',
		);
	});
});
