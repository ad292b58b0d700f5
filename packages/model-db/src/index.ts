export * from "./catalogue-store.js";
export { databaseStore } from "./database-store.js";
export * from "./model-db.js";
