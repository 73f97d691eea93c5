/**
 * SQL for the first transaction id a log reader may not reach yet: every event below it that will
 * ever be committed is already visible to the reading statement.
 *
 * `pg_snapshot_xmin(pg_current_snapshot())` served before, but it is the oldest transaction still
 * running anywhere on the server: a session idle in a transaction in another database (a psql left
 * open, another app) held every projection of ours still. A backend writes to one database only,
 * so an open transaction of another database can never add an event here: the horizon is the
 * oldest open transaction of the snapshot that is not known to run in another database, or the
 * snapshot's xmax when there is none.
 *
 * Why it is safe, each case of an event whose transaction id is below the horizon:
 * - its transaction ended before the snapshot: the event is visible, or rolled back for good;
 * - it was open at the snapshot and is skipped only because pg_stat_activity places it in another
 *   database: a transaction id belongs to one backend and so to one database, and a transaction
 *   of another database cannot insert into our events table. pg_stat_activity is read after the
 *   snapshot; a transaction of ours that ends meanwhile is not listed at all, and one that is not
 *   listed (ended, prepared, or not yet published) counts as ours and holds the horizon.
 * Non-superusers see `datname` and `backend_xid` of every session, so the app role may read it.
 *
 * Why not the hash chain's order instead: appends now take turns under the chain's lock until they
 * commit, so positions become visible in order and "up to the highest position" would be safe for
 * events chained from now on. But checkpoints, documents and live cursors compare
 * (transaction id, position), and a log from before the chain commits out of position order, so
 * switching the order would move every checkpoint; this horizon keeps the order and only stops
 * counting other databases.
 */
export const COMMIT_HORIZON_SQL = `coalesce(
         (SELECT min(open.xid) FROM pg_snapshot_xip(pg_current_snapshot()) AS open(xid)
          WHERE NOT EXISTS (
            SELECT 1 FROM pg_stat_activity backend
            WHERE backend.backend_xid = xid(open.xid) AND backend.datname <> current_database())),
         pg_snapshot_xmax(pg_current_snapshot()))`;
