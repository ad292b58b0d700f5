export * as py from "./py.js";
export * as js from "./js.js";
export * as sh from "./sh.js";
export { Lines, lines } from "./lines.js";
export * from "./placeholders.js";
