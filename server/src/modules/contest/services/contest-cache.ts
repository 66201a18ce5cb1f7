/** A tiny in-process cache with a time-to-live (per instance; see docs/decisions/0070-contest-caches-visits-end.md for the staleness it allows). */
export class TtlCache<V> {
  private readonly map = new Map<string, { at: number; value: V }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.map.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = await load();
    if (this.map.size >= this.max) this.map.clear();
    this.map.set(key, { at: Date.now(), value });
    return value;
  }

  delete(key: string) {
    this.map.delete(key);
  }

  clear() {
    this.map.clear();
  }
}
