/** The level-1 checkers reject what they must: each broken program is reported at its level. */
import { beforeAll, describe, expect, it } from "vitest";
import { ensurePythonEnv } from "../src/env.js";
import { parseFailures } from "../src/parse.js";
import type { LabSnippet } from "../src/types.js";

beforeAll(() => ensurePythonEnv(), 900_000);

const snippet = (id: string, language: string, code: string): LabSnippet => ({
	id,
	source: "library",
	language,
	client: "test",
	modelId: "m",
	code,
});

describe("parseFailures", () => {
	it("reports each broken program once, at the right level, and passes the good ones", async () => {
		const failures = await parseFailures([
			snippet("py-ok", "python", 'import os\nprint(os.environ.get("HOME"))\n'),
			snippet("py-syntax", "python", 'print("unclosed)\n'),
			snippet("py-undefined", "python", "client = InferenceClient()\n"),
			snippet("py-return", "python", "return 1\n"),
			snippet("js-ok", "js", 'import fs from "node:fs";\nconsole.log(await fs.promises.readdir("."));\n'),
			snippet("js-syntax", "js", "const x = {;\n"),
			snippet("sh-ok", "sh", "curl 'https://example.org' \\\n    -H 'A: b'\n"),
			snippet("sh-syntax", "sh", "if true; then echo 'x'\n"),
			snippet("json-ok", "json", '{"a": [1, 2]}'),
			snippet("json-bad", "json", "{'a': 1}"),
			snippet("csharp", "csharp", "this is not checked"),
		]);
		const got = [...new Set(failures.map((f) => `${f.id}:${f.level}`))].sort();
		expect(got).toEqual([
			"js-syntax:parse",
			"json-bad:parse",
			"py-return:lint",
			"py-syntax:lint",
			"py-syntax:parse",
			"py-undefined:lint",
			"sh-syntax:parse",
		]);
		expect(failures.find((f) => f.id === "py-undefined")?.message).toContain("F821");
	});
});
