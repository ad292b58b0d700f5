export * from "./catalogue-store.js";
export * from "./model-db.js";
