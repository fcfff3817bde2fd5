/**
 * Values kept `ttlMs`, at most `max` of them. For caches whose keys come from requests (a Host header, a provider id):
 * a flood of new keys must not grow the heap; when full, expired entries go first, then the oldest.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: V }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    return hit && now - hit.at < this.ttlMs ? hit.value : undefined;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.entries.delete(key);
    if (this.entries.size >= this.max) {
      for (const [k, e] of this.entries) if (now - e.at >= this.ttlMs) this.entries.delete(k);
      // A Map keeps insertion order: the first key is the oldest.
      while (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { at: now, value });
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
