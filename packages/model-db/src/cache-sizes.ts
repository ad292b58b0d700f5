/**
 * How much the database store keeps of what earlier queries found: within WORD_CACHE_BYTES +
 * 3 × MATCH_CACHE_BYTES (search.ts's word sets and prefix sets, matches.ts's match sets and
 * pages.ts's walks of the orders).
 */
const MiB = 1024 * 1024;
/** Bytes of word record sets kept (a set is one bit per record: 125 KB for 1M records). */
export const WORD_CACHE_BYTES = 64 * MiB;
/** Bytes of query match sets kept, and as much again of prefix sets and of classes' walks. */
export const MATCH_CACHE_BYTES = 64 * MiB;
/** What any kept entry weighs besides its arrays (its key, objects and map slot), about. */
export const ENTRY_BYTES = 512;
