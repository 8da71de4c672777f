// Fresh, empty PostgreSQL databases on the server under test (TEST_DATABASE_URL), for the tests
// that start server processes on one; each is dropped again by its `drop`.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The rows one statement answers, on a connection of its own. */
export async function queryRows<T>(connectionString: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function scratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `gangway_${prefix}_${randomBytes(6).toString('hex')}`;
  await queryRows(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => void (await queryRows(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
