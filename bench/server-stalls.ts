import { Client } from 'pg';

export interface StallReport {
  /** How long, in all, a transaction elsewhere on the server was holding the log back. */
  heldMs: number;
  longestMs: number;
}

/**
 * Watches the server for write transactions that have been open a while, in any database. The
 * event log is read only up to the oldest transaction still running on the whole server (so no
 * event can be skipped), so such a transaction, even another database's, holds every projection
 * and every read-your-writes wait of the app back until it ends. On a server shared with other
 * work, the figures taken meanwhile are the other work's, and the report says so.
 */
export class ServerStallWatch {
  private timer: NodeJS.Timeout | null = null;
  private heldMs = 0;
  private longestMs = 0;
  private last = 0;
  private busy = false;

  private constructor(private readonly client: Client) {}

  static async start(serverUrl: string, everyMs = 250): Promise<ServerStallWatch> {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    const watch = new ServerStallWatch(client);
    watch.last = performance.now();
    watch.timer = setInterval(() => void watch.sample(), everyMs);
    return watch;
  }

  private async sample(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const { rows } = await this.client.query<{ oldest_ms: number | null }>(
        `SELECT (extract(epoch FROM max(now() - xact_start)) * 1000)::float8 AS oldest_ms
           FROM pg_stat_activity
          WHERE backend_xid IS NOT NULL AND now() - xact_start > interval '500 milliseconds'`,
      );
      const now = performance.now();
      const oldest = rows[0]?.oldest_ms;
      if (oldest !== null && oldest !== undefined) {
        this.heldMs += now - this.last;
        this.longestMs = Math.max(this.longestMs, Number(oldest));
      }
      this.last = now;
    } catch {
      // The watch only annotates the figures; a failed look leaves them unannotated.
    } finally {
      this.busy = false;
    }
  }

  /** What was seen since the start or the last `take`, counted afresh from now on. */
  take(): StallReport {
    const report = { heldMs: this.heldMs, longestMs: this.longestMs };
    this.heldMs = 0;
    this.longestMs = 0;
    return report;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.busy) await new Promise((resolve) => setTimeout(resolve, 10));
    await this.client.end();
  }
}
