// Reads that run on every request (the session lookup, the booking read), parsed and planned once
// instead of each time. Most of their cost was not the data but building the SQL, parsing it and
// planning it again on every call.
//
// - node-postgres: Drizzle's named prepared statement; the server keeps the plan per connection.
// - PGlite: its query() always uses the unnamed statement (planned again each call), so the SQL is
//   PREPAREd once in the single embedded session and each call is an `EXECUTE name(...)`. EXECUTE
//   takes no bind parameters, so the values are written as literals: each one is checked to be a
//   number, string, boolean or Date and quoted with node-postgres's escapeLiteral, and the
//   statement's own parameter types convert them, exactly as bound values would be.
//
// A prepared statement is SQL text (and a plan) only; it never holds a row, so nothing one
// customer read can reach another.
import { PGlite, types } from '@electric-sql/pglite';
import { Column, getTableColumns, is, SQL, Table } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { fillPlaceholders } from 'drizzle-orm/sql';
import pg from 'pg';
import type { Db } from '../db/client.ts';

type Values = Record<string, unknown>;
type Buildable<TRow> = {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values?: Values): Promise<TRow[]> };
};

// The raw text of the types Drizzle decodes itself (it installs the same parsers for PGlite).
const RAW = (value: string) => value;
const DRIVER_PARSERS = {
  [types.TIMESTAMP]: RAW,
  [types.TIMESTAMPTZ]: RAW,
  [types.INTERVAL]: RAW,
  [types.DATE]: RAW,
  1231: RAW, // numeric[]
  1115: RAW, // timestamp[]
  1185: RAW, // timestamptz[]
  1187: RAW, // interval[]
  1182: RAW, // date[]
};

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('prepared read: a number parameter must be finite');
    return `'${String(value)}'`;
  }
  if (typeof value === 'boolean') return value ? "'true'" : "'false'";
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError('prepared read: invalid Date parameter');
    return `'${value.toISOString()}'`;
  }
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new TypeError(`prepared read: unsupported parameter type ${typeof value}`);
}

/** A selected value's place in the result object and how to decode the driver's value. */
type Field = { path: string[]; decode: (value: unknown) => unknown };

/**
 * The selection's fields in the order Drizzle writes them into the SELECT list (its own
 * orderSelectedFields: entries in order, a table's columns in its order, nested objects in place).
 */
function fieldsOf(selection: object, prefix: string[] = []): Field[] {
  return Object.entries(selection).flatMap(([key, field]): Field[] => {
    const path = [...prefix, key];
    if (is(field, Column)) return [{ path, decode: (value) => field.mapFromDriverValue(value) }];
    if (is(field, SQL) || is(field, SQL.Aliased)) {
      const inner = is(field, SQL) ? field : field.sql;
      const decoder = (inner as unknown as { decoder: { mapFromDriverValue: (value: unknown) => unknown } }).decoder;
      return [{ path, decode: (value) => decoder.mapFromDriverValue(value) }];
    }
    if (is(field, Table)) return fieldsOf(getTableColumns(field), path);
    if (field !== null && typeof field === 'object') return fieldsOf(field, path);
    throw new TypeError(`prepared read: unsupported field ${path.join('.')}`);
  });
}

function rowOf(fields: Field[], values: unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  fields.forEach(({ path, decode }, index) => {
    let node = row;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    const value = values[index];
    node[path[path.length - 1] as string] = value === null || value === undefined ? null : decode(value);
  });
  return row;
}

type PgliteStatement = { ready: Promise<void>; params: unknown[]; fields: Field[] };

/**
 * `build` makes the select from `selection` with `sql.placeholder(...)` for every value; the
 * result reads a prepared statement named `name` (unique per statement) with those values.
 */
export function preparedRead<TSelection extends SelectedFields, TRow>(
  name: string,
  selection: TSelection,
  build: (db: Db, selection: TSelection) => Buildable<TRow>,
): (db: Db, values: Values) => Promise<TRow[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`prepared read: bad statement name ${name}`);
  const drizzleStatements = new WeakMap<Db, ReturnType<Buildable<TRow>['prepare']>>();
  const pgliteStatements = new WeakMap<PGlite, PgliteStatement>();

  const onPglite = (db: Db, client: PGlite): PgliteStatement => {
    let statement = pgliteStatements.get(client);
    if (!statement) {
      const query = build(db, selection).toSQL();
      const ready = client.exec(`PREPARE ${name} AS ${query.sql}`).then(() => undefined);
      statement = { ready, params: query.params, fields: fieldsOf(selection) };
      // A failed PREPARE (database closed, say) is tried again by the next call.
      ready.catch(() => pgliteStatements.delete(client));
      pgliteStatements.set(client, statement);
    }
    return statement;
  };

  return async (db, values) => {
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof PGlite) {
      const statement = onPglite(db, client);
      await statement.ready;
      const args = fillPlaceholders(statement.params as never[], values).map(literal);
      // The simple protocol: one message to the embedded server instead of five.
      const [result] = await client.exec(`EXECUTE ${name}(${args.join(', ')})`, {
        rowMode: 'array',
        parsers: DRIVER_PARSERS,
      });
      return ((result?.rows ?? []) as unknown[][]).map((row) => rowOf(statement.fields, row) as TRow);
    }
    let prepared = drizzleStatements.get(db);
    if (!prepared) {
      prepared = build(db, selection).prepare(name);
      drizzleStatements.set(db, prepared);
    }
    return prepared.execute(values);
  };
}
