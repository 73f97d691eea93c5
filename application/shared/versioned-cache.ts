/**
 * Answers kept while the data they were read from stays the same. Each answer is stored under the
 * version of the data its caller read first; a newer version drops them all. A caller holding an
 * older version than the cache's is answered from its own read and stores nothing. Past `limit`
 * entries the least recently used goes. Callers asking for the same key while it is being read
 * share that read; a failed read is not kept.
 */
export class VersionedCache<T> {
  private version = -1;
  private entries = new Map<string, Promise<T>>();

  constructor(private readonly limit: number) {}

  get(version: number, key: string, load: () => Promise<T>): Promise<T> {
    if (this.limit <= 0 || version < this.version) return load();
    if (version > this.version) {
      this.version = version;
      this.entries = new Map();
    }
    const entries = this.entries;
    const found = entries.get(key);
    if (found) {
      entries.delete(key);
      entries.set(key, found);
      return found;
    }
    const loading = load();
    entries.set(key, loading);
    loading.catch(() => {
      if (entries.get(key) === loading) entries.delete(key);
    });
    if (entries.size > this.limit) entries.delete(entries.keys().next().value as string);
    return loading;
  }

  get size(): number {
    return this.entries.size;
  }
}
