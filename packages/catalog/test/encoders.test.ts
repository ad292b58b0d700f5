import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import vm from "node:vm";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { js, lines, py, sh } from "../src/code/index.js";

// Strings built from the characters that break naive quoting, mixed with arbitrary code points
// (lone surrogates included).
const DANGER = [
	"'",
	'"',
	"\\",
	"\n",
	"\r",
	"\t",
	"\0",
	"\x07",
	"\x1b",
	"\x7f",
	"\x85",
	"$",
	"`",
	"{",
	"}",
	"(",
	")",
	";",
	"|",
	"&",
	"!",
	"*",
	"~",
	"#",
	"${x}",
	"$(touch MARKER)",
	"`touch MARKER`",
	"'; touch MARKER; '",
	"\u2028",
	"\u2029",
	"\ufeff",
	"😀",
	"é",
	"\ud800",
	"\udfff",
	"%s",
	"\\n",
	"'''",
	'"""',
	"\\x41",
	"\\u0041",
];
const hostileString = fc
	.array(fc.oneof(fc.constantFrom(...DANGER), fc.string({ unit: "binary", maxLength: 4 })), { maxLength: 12 })
	.map((parts) => parts.join(""));

const RUNS = 3000;
const SEED = 20261121;
const sample = <T>(arb: fc.Arbitrary<T>, n = RUNS) => fc.sample(arb, { numRuns: n, seed: SEED });

const work = mkdtempSync(join(tmpdir(), "hubkit-enc-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Evaluates Python literals in one python3 process; answers each value as ASCII JSON. */
function evalPython(literals: string[]): unknown[] {
	const script =
		"import ast, json, sys\nprint(json.dumps([ast.literal_eval(s) for s in json.load(sys.stdin)], ensure_ascii=True))";
	return JSON.parse(
		execFileSync("python3", ["-c", script], { input: JSON.stringify(literals), maxBuffer: 1 << 28 }).toString(),
	);
}

/** Runs `printf '%s\0' WORD` for every word in one bash process, in an empty folder; returns the outputs. */
function printShellWords(words: string[]): string[] {
	const dir = mkdtempSync(join(work, "sh-"));
	const file = join(dir, "words.sh");
	writeFileSync(file, words.map((w) => `printf '%s\\0' ${w}\n`).join(""));
	const out = execFileSync("bash", [file], { cwd: dir, maxBuffer: 1 << 28 }).toString();
	const files = readdirSync(dir);
	expect(files, "no file may be created by expanding a word").toEqual(["words.sh"]);
	return out.split("\0").slice(0, -1);
}

describe("py.str", () => {
	it("evaluates back to the original string for thousands of hostile strings", () => {
		const strings = sample(hostileString);
		const back = evalPython(strings.map((s) => py.str(s)));
		strings.forEach((s, i) => expect(back[i], JSON.stringify(s)).toBe(s));
	});

	it("stays on one line and is double-quoted", () => {
		for (const s of sample(hostileString, 500)) {
			const lit = py.str(s);
			expect(lit).toMatch(/^"[^\n\r\u2028\u2029]*"$/);
		}
	});
});

describe("py.value", () => {
	it("round-trips JSON values through Python (dicts, lists, True/False/None)", () => {
		const values = sample(fc.jsonValue({ maxDepth: 4 }), 1500);
		const back = evalPython(values.map((v) => py.value(v)));
		values.forEach((v, i) => expect(back[i]).toEqual(JSON.parse(JSON.stringify(v))));
		expect(py.value({ a: true, b: null, c: [1, "x"] }, 0)).toBe('{"a": True, "b": None, "c": [1, "x"]}');
	});
});

describe("js.str and js.value", () => {
	it("evaluates back to the original string in Node for thousands of hostile strings", () => {
		for (const s of sample(hostileString)) expect(vm.runInNewContext(js.str(s)), JSON.stringify(s)).toBe(s);
	});

	it("round-trips JSON values and escapes the JSON line terminators", () => {
		for (const v of sample(fc.jsonValue({ maxDepth: 4 }), 1500)) {
			expect(vm.runInNewContext(`(${js.value(v)})`)).toEqual(JSON.parse(JSON.stringify(v)));
		}
		expect(js.str("a\u2028b")).toBe('"a\\u2028b"');
	});
});

describe("sh.str and sh.json", () => {
	it("prints back the original string through bash and runs nothing", () => {
		const strings = sample(hostileString);
		const printed = printShellWords(strings.map((s) => sh.str(s)));
		// Documented fallbacks: NUL is dropped, lone surrogates become U+FFFD.
		strings.forEach((s, i) => expect(printed[i], JSON.stringify(s)).toBe(s.replace(/\0/g, "").toWellFormed()));
	});

	it("never spans lines, so indenting code cannot change a value", () => {
		for (const s of sample(hostileString, 500)) expect(sh.str(s)).not.toMatch(/[\n\r]/);
		expect(sh.str("it's")).toBe("'it'\\''s'");
		expect(sh.str("a\nb")).toBe("'a'$'\\n''b'");
	});

	it("quotes a JSON body as one word that bash gives back intact", () => {
		const values = sample(fc.jsonValue({ maxDepth: 3 }), 1000);
		const printed = printShellWords(values.map((v) => sh.json(v)));
		values.forEach((v, i) => expect(JSON.parse(printed[i]!)).toEqual(JSON.parse(JSON.stringify(v))));
	});

	it("keeps a `$(touch MARKER)` inert even inside a JSON body", () => {
		const marker = join(work, "MARKER");
		const word = sh.json({ inputs: `$(touch ${marker}) \`touch ${marker}\` ' ; touch ${marker}` });
		execFileSync("bash", ["-c", `printf '%s' ${word} >/dev/null`]);
		expect(existsSync(marker)).toBe(false);
	});
});

describe("characters that act on a terminal or reorder how code reads", () => {
	// DEL, C1 controls (CSI U+009B, NEL U+0085), a bidi override and isolate, line separators, BOM.
	const invisible = "a\u007fb\u009b2Jc\u0085d\u202ee\u2066f\u2028g\ufeffh";
	const raw = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/;
	it("are written as escapes by every string literal encoder, keeping the value", () => {
		for (const code of [
			py.str(invisible),
			js.str(invisible),
			js.value({ k: [invisible] }),
			sh.json({ k: invisible }),
		]) {
			expect(code).not.toMatch(raw);
		}
		expect(vm.runInNewContext(js.str(invisible))).toBe(invisible);
		expect(vm.runInNewContext(`(${js.value({ k: [invisible] })})`)).toEqual({ k: [invisible] });
		expect(
			JSON.parse(execFileSync("bash", ["-c", `printf %s ${sh.json({ k: invisible })}`], { encoding: "utf8" })),
		).toEqual({
			k: invisible,
		});
	});
});

describe("identifiers and comments", () => {
	it("accepts plain identifiers and falls back otherwise", () => {
		expect(py.ident("AutoModelForCausalLM", "AutoModel")).toBe("AutoModelForCausalLM");
		expect(py.ident("os.system('x')", "AutoModel")).toBe("AutoModel");
		expect(py.ident("class", "X")).toBe("X");
		expect(js.ident("pipeline", "p")).toBe("pipeline");
		expect(js.ident("a-b", "p")).toBe("p");
	});

	it("keeps comment text on one line", () => {
		for (const s of sample(hostileString, 500)) {
			expect(py.comment(s)).not.toMatch(/[\n\r\u2028\u2029\x85]/);
			expect(sh.comment(s)).not.toMatch(/[\n\r]/);
		}
	});
});

describe("the line builder", () => {
	it("indents every line of a piece, strips trailing space and ends with exactly one newline", () => {
		const out = lines()
			.add("def f():")
			.add(`x = ${py.value({ a: [1, 2] })}  `, 1)
			.blank()
			.blank()
			.add("return x", 1)
			.blank()
			.toString();
		expect(out).toBe(
			'def f():\n    x = {\n        "a": [\n            1,\n            2\n        ]\n    }\n\n    return x\n',
		);
		expect(lines().toString()).toBe("\n");
	});

	it("writes blocks and pre-indented text as add would", () => {
		const literal = `{\n        "a": ${py.str("x y")},\n    }`;
		const block = lines().add("if ok:").add("print(1)", 1).blank().block();
		const fast = lines().add("").addBlock(block).blank().blank().put(`x = ${literal}`, 1).addBlock(block).add(" ");
		const slow = lines()
			.add("")
			.add("if ok:")
			.add("print(1)", 1)
			.blank()
			.add(`x = {\n    "a": ${py.str("x y")},\n}`, 1)
			.add("if ok:")
			.add("print(1)", 1)
			.add(" ");
		expect(fast.toString()).toBe(slow.toString());
		expect(fast.toString()).toBe(
			'\nif ok:\n    print(1)\n\n    x = {\n        "a": "x y",\n    }\nif ok:\n    print(1)\n',
		);
		expect(fast.length).toBe(slow.length);
		expect(lines().addBlock(lines().block()).blank().toString()).toBe("\n");
	});
});
