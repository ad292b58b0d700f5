export * from "./catalogue-store.js";
export { databaseStore, LIST_CACHE_SIZE } from "./database-store.js";
export * from "./model-db.js";
