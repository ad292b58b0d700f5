/**
 * The shapes of the two generated verification manifests (verification-data.ts,
 * verification-source-data.ts), kept apart from verification.ts (which reads the manifests) so
 * that the generated files take their type without importing the module that imports them.
 */

/**
 * `needs-remote-code` is never written to a manifest: it is what `snippetVerification` answers
 * for a snippet that neither ran nor was type-checked because it runs the repository's own code
 * (`trust_remote_code=True`), which the lab cannot have offline.
 */
export type VerificationLevel = "ran" | "type-checked" | "needs-remote-code" | "parsed";

/** One manifest line: library id, model id, snippet index, hash of the snippet text, level. */
export type VerificationEntry = readonly [string, string, number, string, VerificationLevel];

export interface VerificationManifest {
	/** Per library id: the package and version its snippets ran against. */
	libraries: Readonly<Record<string, { library: string; version: string }>>;
	snippets: readonly VerificationEntry[];
	/** Local-app commands that ran, one line each in the same shape keyed by the app id (its version in `libraries`). */
	localApps?: readonly VerificationEntry[];
}

/** What a type-checked snippet was checked against (see `TypeCheckManifest.packages`). */
export type TypeCheckedAgainst = "signatures" | "package";

/**
 * One type-check line: library id, model id, snippet index, hash of the snippet text, level,
 * and the package (a key of `packages`) it was checked against: one library id can span several
 * packages (mlx: mlx-lm, mlx-vlm, mlx-whisper).
 */
export type TypeCheckEntry = readonly [string, string, number, string, "type-checked", string];

export interface TypeCheckManifest {
	/**
	 * Per pip package: the version its source declared, the commit read, and what pyright read:
	 * `signatures` — the lab's committed stubs of the names the snippets use, read from that
	 * source; `package` — the package installed in the lab's venv.
	 */
	packages: Readonly<
		Record<string, { library: string; version: string; commit?: string; against?: TypeCheckedAgainst }>
	>;
	snippets: readonly TypeCheckEntry[];
}
