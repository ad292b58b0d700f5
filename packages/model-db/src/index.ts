export * from "./catalogue-store.js";
export { type DatabaseStoreOptions, databaseStore, LIST_CACHE_SIZE } from "./database-store.js";
export * from "./model-db.js";
