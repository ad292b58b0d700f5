export { type Io, run } from "./cli.js";
export { NotFoundError, UsageError } from "./errors.js";
export { styleFor } from "./style.js";
