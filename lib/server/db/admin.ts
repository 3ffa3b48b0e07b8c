import 'server-only';
import { Client } from 'pg';

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const checkedName = (name: string) => {
  if (!/^[a-z0-9_]{1,60}$/.test(name)) throw new Error(`Not a database name: ${name}`);
  return name;
};

/**
 * Creates database `name` on the server of `serverUrl` (dropping an old one), empty or as a copy of `template`,
 * and returns its URL.
 */
export async function recreateDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await dropDatabase(serverUrl, name);
  const copy = template ? ` template "${checkedName(template)}"` : '';
  await adminQuery(serverUrl, `create database "${checkedName(name)}"${copy}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** @internal (read by the tests) */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `drop database if exists "${checkedName(name)}" with (force)`);
}
