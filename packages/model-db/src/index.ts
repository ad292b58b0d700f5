export * from "./catalogue-store.js";
export { databaseStore } from "./database-store.js";
export { IndexPathError } from "./index-file.js";
export * from "./model-db.js";
export { DEFAULT_BUDGET_MS, overBudgetMessage, type ThreadStoreOptions, threadStore } from "./store-thread.js";
