/** Display names of the hub's language ids (a library's snippet language, a code block's grammar). */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
	python: "Python",
	js: "JavaScript",
	ts: "TypeScript",
	sh: "Shell",
	json: "JSON",
	csharp: "C#",
	swift: "Swift",
	rust: "Rust",
	yaml: "YAML",
};

/** "Python" for "python"; an id without a display name is shown as it is. */
export const languageName = (id: string): string => LANGUAGE_NAMES[id] ?? id;
