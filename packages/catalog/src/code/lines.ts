/**
 * The one line builder every generator uses: push text at a depth, join. It indents every
 * line of a multi-line piece (pretty-printed literals), never emits trailing whitespace and
 * ends the result with exactly one newline.
 *
 * It appends to one string as it goes instead of collecting an array to join: generators add
 * every line through it, and string appends (ropes in the engine) allocate less than an array
 * of lines plus a join. Empty lines are only counted until a non-empty line follows, so
 * trailing ones are dropped without ever being written.
 */
const UNIT = "    ";
/** The default unit's indentation per depth, built once (generators indent most lines they add). */
const INDENTS: readonly string[] = Array.from({ length: 8 }, (_, i) => UNIT.repeat(i));
/** Runs of newlines (empty lines between two written ones), built once. */
const NEWLINES: readonly string[] = Array.from({ length: 8 }, (_, i) => "\n".repeat(i));

/**
 * Lines built once by a Lines (the constant parts of a program, at module load): another
 * builder appends them as they are, with no splitting, indenting or trimming to redo.
 */
export class LineBlock {
	/** Use `Lines.block()`: the text must be a builder's output. */
	constructor(readonly text: string) {}
}

export class Lines {
	/** The lines up to the last non-empty one, joined with "\n". */
	private text = "";
	/** Whether `text` holds a non-empty line yet. */
	private started = false;
	/** Empty lines added after `text`, not written yet. */
	private pending = 0;

	constructor(private readonly unit: string = UNIT) {}

	private prefix(depth: number): string {
		if (depth === 0) return "";
		return this.unit === UNIT ? (INDENTS[depth] ?? UNIT.repeat(depth)) : this.unit.repeat(depth);
	}

	/** Writes non-empty text after the pending empty lines. */
	private write(text: string): void {
		// join(["a", "", "b"]) is "a\n\nb": one newline per line since the last written one.
		const breaks = this.started ? this.pending + 1 : this.pending;
		const sep = NEWLINES[breaks] ?? "\n".repeat(breaks);
		this.text = this.started ? this.text + sep + text : sep + text;
		this.started = true;
		this.pending = 0;
	}

	/** Adds `text` (may span lines) at `depth` levels of indentation. */
	add(text: string, depth = 0): this {
		const prefix = this.prefix(depth);
		// Walks the lines in place (no split array): generators call this for every line they write.
		// A line that is only whitespace trims to "" either way, so trimEnd alone decides it.
		let start = 0;
		for (;;) {
			const end = text.indexOf("\n", start);
			const line = (end < 0 ? (start === 0 ? text : text.slice(start)) : text.slice(start, end)).trimEnd();
			if (line === "") this.pending++;
			else this.write(prefix + line);
			if (end < 0) return this;
			start = end + 1;
		}
	}

	/**
	 * Adds `text` as it is written: only its first line is indented, nothing is split or trimmed.
	 * For code whose lines end without whitespace and whose lines after the first carry their own
	 * indentation: constant code around encoder output (encoded values never hold a raw newline
	 * nor end a line with whitespace; literals pretty-printed at `depth` indent their own lines).
	 * Values that may end with whitespace (comments) go through `add`.
	 */
	put(text: string, depth = 0): this {
		if (text === "") this.pending++;
		else this.write(this.prefix(depth) + text);
		return this;
	}

	/**
	 * Adds lines built earlier by `block()`, as they are (they are already indented and trimmed).
	 * Generators keep their constant parts as blocks so that each call only writes what varies.
	 */
	addBlock(block: LineBlock): this {
		// An empty block holds no line (a block starts and ends with a written one).
		if (block.text !== "") this.write(block.text);
		return this;
	}

	/** The lines so far as a block (empty lines at the end are not part of it). */
	block(): LineBlock {
		return new LineBlock(this.started ? this.text : "");
	}

	/** Adds several pieces at the same depth. */
	addAll(texts: readonly string[], depth = 0): this {
		for (const t of texts) this.add(t, depth);
		return this;
	}

	/** Adds an empty line, never two in a row and never at the start. */
	blank(): this {
		if (this.started && this.pending === 0) this.pending++;
		return this;
	}

	/** The number of lines added so far (counted when asked: generators rarely ask). */
	get length(): number {
		if (!this.started) return this.pending;
		let n = 1;
		for (let i = this.text.indexOf("\n"); i >= 0; i = this.text.indexOf("\n", i + 1)) n++;
		return n + this.pending;
	}

	toString(): string {
		// Empty lines after the last written one were never written.
		return `${this.text}\n`;
	}
}

/** Shorthand: a builder with Python's four spaces (also used for JS and shell). */
export function lines(unit = "    "): Lines {
	return new Lines(unit);
}
