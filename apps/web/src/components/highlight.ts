/**
 * Syntax highlighting with shiki, loaded on first use: the core, the JavaScript regex engine (no
 * WASM to fetch) and two themes; each grammar is imported only when a block in that language
 * appears. shiki escapes the code it is given, so its HTML output is safe to insert.
 */
import type { HighlighterCore, LanguageRegistration } from "shiki/core";

type Grammar = () => Promise<{ default: LanguageRegistration[] }>;

/** Grammar id → loader. The ids are shiki's; aliases below map the hub's language names onto them. */
const GRAMMARS: Record<string, Grammar> = {
	python: () => import("shiki/langs/python.mjs"),
	javascript: () => import("shiki/langs/javascript.mjs"),
	typescript: () => import("shiki/langs/typescript.mjs"),
	shellscript: () => import("shiki/langs/shellscript.mjs"),
	json: () => import("shiki/langs/json.mjs"),
	csharp: () => import("shiki/langs/csharp.mjs"),
	swift: () => import("shiki/langs/swift.mjs"),
	rust: () => import("shiki/langs/rust.mjs"),
	yaml: () => import("shiki/langs/yaml.mjs"),
};

const ALIASES: Record<string, string> = {
	py: "python",
	js: "javascript",
	ts: "typescript",
	sh: "shellscript",
	bash: "shellscript",
	shell: "shellscript",
	cs: "csharp",
	yml: "yaml",
};

export const LIGHT_THEME = "github-light-default";
export const DARK_THEME = "github-dark-default";

/** The shiki grammar for a language name of the hub, or undefined when none is shipped. */
export function grammarFor(language: string): string | undefined {
	const id = ALIASES[language] ?? language;
	return Object.hasOwn(GRAMMARS, id) ? id : undefined;
}

let highlighter: Promise<HighlighterCore> | undefined;
const loaded = new Map<string, Promise<void>>();

function core(): Promise<HighlighterCore> {
	highlighter ??= (async () => {
		const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([
			import("shiki/core"),
			import("shiki/engine/javascript"),
		]);
		return createHighlighterCore({
			themes: [import("shiki/themes/github-light-default.mjs"), import("shiki/themes/github-dark-default.mjs")],
			langs: [],
			// `forgiving` keeps highlighting when a grammar uses a regex feature the engine lacks.
			engine: createJavaScriptRegexEngine({ forgiving: true }),
		});
	})();
	return highlighter;
}

/**
 * Starts loading the highlighter (and, when given, a grammar) ahead of the first code block, so
 * that it downloads while the page is still fetching its data.
 */
export function preloadHighlighter(language?: string): void {
	void core().then(
		(hl) => (language ? ensureGrammar(hl, language) : undefined),
		() => {},
	);
}

function ensureGrammar(hl: HighlighterCore, language: string): Promise<void> {
	const grammar = grammarFor(language);
	if (!grammar) return Promise.resolve();
	let ready = loaded.get(grammar);
	if (!ready) {
		const load = GRAMMARS[grammar];
		ready = load ? load().then((m) => hl.loadLanguage(...m.default)) : Promise.resolve();
		loaded.set(grammar, ready);
	}
	return ready;
}

/** HTML of `code` highlighted as `language` (light and dark colours), or null for unknown languages. */
export async function highlight(code: string, language: string): Promise<string | null> {
	const grammar = grammarFor(language);
	if (!grammar) return null;
	const hl = await core();
	await ensureGrammar(hl, grammar);
	return hl.codeToHtml(code, {
		lang: grammar,
		themes: { light: LIGHT_THEME, dark: DARK_THEME },
		defaultColor: "light",
	});
}
