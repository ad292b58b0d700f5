/** The two ways a command fails on purpose; each maps to an exit code and a one-line message. */

/** Bad arguments: exit code 2. */
export class UsageError extends Error {
	override name = "UsageError";
}

/** A model (or task, library) that does not exist, or a hub that cannot answer: exit code 1. */
export class NotFoundError extends Error {
	override name = "NotFoundError";
}
