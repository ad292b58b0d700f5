/** The two ways a command fails on purpose; each maps to an exit code and a one-line message. */

/** Bad arguments: exit code 2. */
export class UsageError extends Error {
	override name = "UsageError";
}

/** A model (or task, library) that does not exist, or a hub that cannot answer: exit code 1. */
export class NotFoundError extends Error {
	override name = "NotFoundError";
}

/** Node's file error codes in Hubkit's words. */
const FILE_ERRORS: Readonly<Record<string, string>> = {
	ENOENT: "no such file or folder",
	EACCES: "permission denied",
	EPERM: "permission denied",
	EISDIR: "a folder, not a file",
	ENOTDIR: "a part of the path is not a folder",
	ELOOP: "too many levels of symbolic links",
	ENAMETOOLONG: "the name is too long",
	ENOSPC: "no space left on the disk",
	EROFS: "a read-only file system",
};

/**
 * A file system error as `path: what went wrong` (`/x.jsonl: no such file or folder`) instead of
 * Node's `ENOENT: no such file or directory, stat '/x.jsonl'`; undefined for any other error.
 */
export function fileErrorMessage(error: unknown): string | undefined {
	const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown };
	if (typeof code !== "string" || !Object.hasOwn(FILE_ERRORS, code)) return undefined;
	return typeof path === "string" ? `${path}: ${FILE_ERRORS[code]}` : FILE_ERRORS[code];
}
