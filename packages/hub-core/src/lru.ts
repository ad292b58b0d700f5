/**
 * A small LRU map with a size bound, an optional weight bound and an optional time-to-live, so
 * memory stays bounded under load. The weight bound counts what entries cost (e.g. bytes):
 * a few large entries evict as many small ones as needed.
 */
export interface LruOptions<V> {
	/** Most entries kept. */
	max: number;
	ttlMs?: number;
	now?: () => number;
	/** Largest total weight kept (with `weigh`); an entry heavier than this alone is not kept. */
	maxWeight?: number;
	weigh?: (value: V) => number;
}

export class LruCache<K, V> {
	readonly #map = new Map<K, { value: V; expires: number; weight: number }>();
	readonly #max: number;
	readonly #ttlMs: number;
	readonly #now: () => number;
	readonly #maxWeight: number;
	readonly #weigh: ((value: V) => number) | undefined;
	#weight = 0;

	constructor(options: LruOptions<V>) {
		this.#max = Math.max(1, options.max);
		this.#ttlMs = options.ttlMs ?? Number.POSITIVE_INFINITY;
		this.#now = options.now ?? Date.now;
		this.#maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
		this.#weigh = options.weigh;
	}

	get size(): number {
		return this.#map.size;
	}

	/** The total weight of the entries kept (0 without `weigh`). */
	get weight(): number {
		return this.#weight;
	}

	get(key: K): V | undefined {
		const hit = this.#map.get(key);
		if (!hit) return undefined;
		if (hit.expires <= this.#now()) {
			this.delete(key);
			return undefined;
		}
		// Re-insert so the Map's insertion order doubles as recency order.
		this.#map.delete(key);
		this.#map.set(key, hit);
		return hit.value;
	}

	set(key: K, value: V): void {
		this.delete(key);
		const weight = this.#weigh ? this.#weigh(value) : 0;
		if (weight > this.#maxWeight) return;
		this.#map.set(key, { value, expires: this.#now() + this.#ttlMs, weight });
		this.#weight += weight;
		while (this.#map.size > this.#max || this.#weight > this.#maxWeight) {
			const oldest = this.#map.keys().next();
			if (oldest.done) break;
			this.delete(oldest.value);
		}
	}

	delete(key: K): void {
		const hit = this.#map.get(key);
		if (!hit) return;
		this.#map.delete(key);
		this.#weight -= hit.weight;
	}

	clear(): void {
		this.#map.clear();
		this.#weight = 0;
	}
}
