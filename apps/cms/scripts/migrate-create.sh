#!/bin/sh
# Writes a migration for each database the CMS runs on, after its collections changed:
#   pnpm --filter @peak/cms migrate:create <name>
# Payload compares the collections with the last migration's snapshot; it connects to a scratch SQLite file
# and a scratch PostgreSQL database on DATABASE_URL's server (default: the local one).
set -eu
name="${1:?usage: migrate:create <name>}"
scratch="$(mktemp -d)"
admin="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
db="peak_cms_migrations_$$"
psql "$admin" -qc "create database $db" >/dev/null
trap 'psql "$admin" -qc "drop database if exists $db" >/dev/null; rm -rf "$scratch"' EXIT
fix_imports() {
  # Payload writes its type imports as values, which Node cannot load: make them type imports.
  sed -i "1s/import { MigrateUpArgs, MigrateDownArgs, sql }/import { type MigrateDownArgs, type MigrateUpArgs, sql }/" "$1"/*.ts
}
CMS_DATA_DIR="$scratch" npx payload migrate:create "$name"
fix_imports src/migrations/sqlite
DATABASE_URI="${admin%/*}/$db" CMS_DATA_DIR="$scratch" npx payload migrate:create "$name"
fix_imports src/migrations/postgres
