import "server-only";

// The database's life outside requests: the embedded PostgreSQL, migrations, backups. Used by the
// launcher, scripts and tests; never by a request, so no route's bundle carries PGlite.
export { BackupError, backupDatabase, pendingMigrations, restoreDatabase } from "./backup";
export { startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded";
export { applyMigrations } from "./migrate";
