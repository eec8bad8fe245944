import pg from 'pg';

/** The machine's shared PostgreSQL, or CI's (docs/configuration.md, FAULTS_DATABASE_URL). */
export const POSTGRES_URL =
  process.env.FAULTS_DATABASE_URL ??
  process.env.CI_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

export interface ThrowawayDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the shared server, dropped (with its connections) afterwards. */
export async function createThrowawayDatabase(prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`.toLowerCase();
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain name: ${name}`);
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    drop: () =>
      withAdmin(async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/** Rows of one query against a throwaway database. */
export async function queryDatabase<Row extends object>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row & pg.QueryResultRow>(sql)).rows;
  } finally {
    await client.end();
  }
}
