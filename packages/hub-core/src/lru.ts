/** A small LRU map with a size bound and an optional time-to-live, so memory stays bounded under load. */
export class LruCache<K, V> {
	readonly #map = new Map<K, { value: V; expires: number }>();
	readonly #max: number;
	readonly #ttlMs: number;
	readonly #now: () => number;

	constructor(options: { max: number; ttlMs?: number; now?: () => number }) {
		this.#max = Math.max(1, options.max);
		this.#ttlMs = options.ttlMs ?? Number.POSITIVE_INFINITY;
		this.#now = options.now ?? Date.now;
	}

	get size(): number {
		return this.#map.size;
	}

	get(key: K): V | undefined {
		const hit = this.#map.get(key);
		if (!hit) return undefined;
		if (hit.expires <= this.#now()) {
			this.#map.delete(key);
			return undefined;
		}
		// Re-insert so the Map's insertion order doubles as recency order.
		this.#map.delete(key);
		this.#map.set(key, hit);
		return hit.value;
	}

	set(key: K, value: V): void {
		this.#map.delete(key);
		this.#map.set(key, { value, expires: this.#now() + this.#ttlMs });
		while (this.#map.size > this.#max) {
			const oldest = this.#map.keys().next();
			if (oldest.done) break;
			this.#map.delete(oldest.value);
		}
	}

	clear(): void {
		this.#map.clear();
	}
}
