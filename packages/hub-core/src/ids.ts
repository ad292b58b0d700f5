/**
 * The model id rule of the API's `/api/models/:owner/:name` routes, shared with the CLI so both
 * refuse the same ids with the same words. An id that passes cannot name another endpoint of a
 * hub's API once it is put in a URL path (`ok/..` would ask for the model list).
 */

export const MAX_ID_SEGMENT_LENGTH = 96;

const OWNER = /^[A-Za-z0-9][\w.-]*$/;
const NAME = /^[\w.-]+$/;

export type IdProblem = { field: "owner" | "name"; error: string };

/** Why `owner` cannot be a model id's owner, or undefined when it can. */
export function ownerProblem(owner: string): string | undefined {
	if (owner.length > MAX_ID_SEGMENT_LENGTH) return `owner is longer than ${MAX_ID_SEGMENT_LENGTH} characters`;
	if (!OWNER.test(owner)) {
		return "owner must start with a letter or digit and hold only letters, digits, '-', '_' and '.'";
	}
	return undefined;
}

/** Why `name` cannot be a model id's name, or undefined when it can. */
export function nameProblem(name: string): string | undefined {
	if (name.length > MAX_ID_SEGMENT_LENGTH) return `name is longer than ${MAX_ID_SEGMENT_LENGTH} characters`;
	if (!NAME.test(name)) return "name may hold only letters, digits, '-', '_' and '.'";
	if (name === "." || name === "..") return "name cannot be '.' or '..'";
	return undefined;
}

/**
 * Why `id` is not a model id (`owner/name`, or a bare `name` as older hub ids are), or undefined
 * when it is one.
 */
export function modelIdProblem(id: string): IdProblem | undefined {
	const parts = id.split("/");
	if (parts.length > 2) return { field: "name", error: "a model id is owner/name, with one '/'" };
	const [first = "", second] = parts;
	if (second === undefined) {
		const error = nameProblem(first) ?? ownerProblem(first);
		return error ? { field: "name", error } : undefined;
	}
	const owner = ownerProblem(first);
	if (owner) return { field: "owner", error: owner };
	const name = nameProblem(second);
	return name ? { field: "name", error: name } : undefined;
}
