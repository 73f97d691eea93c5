#!/bin/sh
# Runs once, when the PostgreSQL volume is first initialised: the owner role migrates (and owns the
# database, so it may add extensions to the public schema), the app role serves. The app role may
# create schemas and tables for read models, never change the event log.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
CREATE ROLE market_owner LOGIN PASSWORD '${OWNER_DB_PASSWORD}';
CREATE ROLE market_app LOGIN PASSWORD '${APP_DB_PASSWORD}';
-- The owner may alter the read-model tables the app creates.
GRANT market_app TO market_owner;
ALTER DATABASE "${POSTGRES_DB}" OWNER TO market_owner;
GRANT CREATE ON DATABASE "${POSTGRES_DB}" TO market_app;
SQL
