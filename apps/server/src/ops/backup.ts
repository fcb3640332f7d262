// Backups an operator can take while the server runs, and the restore that brings a portal up from one
// in a fresh data folder. SQLite: better-sqlite3's online backup API (pages copied while writers go on,
// the copy is one consistent moment); PostgreSQL: pg_dump (one snapshot transaction). Uploaded files
// (the local file store) are copied beside the database.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config.ts';

export const MANIFEST = 'backup.json';
const SQLITE_FILE = 'portal.db';
const PG_FILE = 'portal.pgdump';
const FILES_DIR = 'files';

export type Manifest = {
  createdAt: string;
  dialect: 'sqlite' | 'postgres';
  database: string;
  /** Whether uploaded files were copied (local file store only). */
  files: boolean;
};

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'pipe'], env });
    let err = '';
    child.stderr.on('data', (d) => {
      err += String(d);
    });
    child.on('error', reject);
    child.on('exit', (exitStatus) =>
      exitStatus === 0 ? resolve() : reject(new Error(`${cmd} exited ${exitStatus}: ${err.trim()}`)),
    );
  });
}

async function exists(p: string): Promise<boolean> {
  return fs.stat(p).then(
    () => true,
    () => false,
  );
}

/**
 * Writes a backup into `outDir` (created; must be empty). Database first, then files: a file uploaded
 * during the copy is extra, never missing, since rows only point at files stored before them.
 */
export async function backup(config: Config, outDir: string): Promise<Manifest> {
  await fs.mkdir(outDir, { recursive: true });
  if ((await fs.readdir(outDir)).length > 0) throw new Error(`${outDir} is not empty`);
  const createdAt = new Date().toISOString();
  let dialect: Manifest['dialect'];
  let database: string;
  if (config.databaseUrl) {
    dialect = 'postgres';
    database = PG_FILE;
    const args = ['--format=custom', '--no-owner', '--file', path.join(outDir, PG_FILE)];
    if (config.databaseSchema) args.push('--schema', config.databaseSchema);
    await run('pg_dump', [...args, config.databaseUrl]);
  } else {
    dialect = 'sqlite';
    database = SQLITE_FILE;
    const source = new SQLite(path.join(config.dataDir, SQLITE_FILE), { fileMustExist: true });
    try {
      await source.backup(path.join(outDir, SQLITE_FILE));
    } finally {
      source.close();
    }
  }
  const filesRoot = path.join(config.dataDir, FILES_DIR);
  const files = config.fileStore === 'local' && (await exists(filesRoot));
  if (files) await fs.cp(filesRoot, path.join(outDir, FILES_DIR), { recursive: true });
  const manifest: Manifest = { createdAt, dialect, database, files };
  await fs.writeFile(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup into a fresh data folder (SQLite and files), or into the configured PostgreSQL
 * database and schema, which must be empty (pg_restore), with the files into `dataDir`.
 */
export async function restore(config: Config, fromDir: string): Promise<Manifest> {
  const manifest = JSON.parse(await fs.readFile(path.join(fromDir, MANIFEST), 'utf8')) as Manifest;
  await fs.mkdir(config.dataDir, { recursive: true });
  if (manifest.dialect === 'sqlite') {
    if (config.databaseUrl) throw new Error('this backup is SQLite; unset DATABASE_URL to restore it');
    const target = path.join(config.dataDir, SQLITE_FILE);
    if (await exists(target)) throw new Error(`${target} exists: restore into a fresh data folder`);
    await fs.copyFile(path.join(fromDir, SQLITE_FILE), target);
  } else {
    if (!config.databaseUrl) throw new Error('this backup is PostgreSQL; set DATABASE_URL to restore it');
    const args = ['--no-owner', '--exit-on-error', '--dbname', config.databaseUrl];
    await run('pg_restore', [...args, path.join(fromDir, PG_FILE)]);
  }
  if (manifest.files) {
    const target = path.join(config.dataDir, FILES_DIR);
    await fs.cp(path.join(fromDir, FILES_DIR), target, {
      recursive: true,
      force: false,
      errorOnExist: false,
    });
  }
  return manifest;
}
