export * from "../gguf-quants.js";
export * from "./architecture.js";
export * from "./devices.js";
export * from "./estimate.js";
export * from "./llama-cpp-memory.js";
export * from "./options.js";
export * from "./units.js";
