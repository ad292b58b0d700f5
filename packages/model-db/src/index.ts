export * from "./catalogue-store.js";
export { databaseStore } from "./database-store.js";
export { IndexPathError } from "./index-file.js";
export * from "./model-db.js";
