export * as js from "./js.js";
export { LineBlock, Lines, lines } from "./lines.js";
export * from "./placeholders.js";
export * as py from "./py.js";
export * as sh from "./sh.js";
