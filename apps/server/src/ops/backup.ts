// Backups an operator can take while the server runs, and the restore that brings a portal up from one
// in a fresh data folder. SQLite: better-sqlite3's online backup API (pages copied while writers go on,
// the copy is one consistent moment); PostgreSQL: pg_dump (one snapshot transaction). Uploaded files
// (the local file store) are copied beside the database.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.ts';

export const MANIFEST = 'backup.json';
const SQLITE_FILE = 'portal.db';
const PG_FILE = 'portal.pgdump';
const FILES_DIR = 'files';

export type Manifest = {
  createdAt: string;
  dialect: 'sqlite' | 'postgres';
  database: string;
  /**
   * PostgreSQL: the schema dumped (`DATABASE_SCHEMA`), which the restore recreates under the same name;
   * null for the whole database (the `public` schema). Absent in backups made before it was recorded.
   */
  schema?: string | null;
  /** Whether uploaded files were copied (local file store only). */
  files: boolean;
};

/**
 * A backup or restore that will not go ahead, with the one sentence an operator needs (no stack):
 * the command line prints the message and exits 1.
 */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}

/** Which database the server with this configuration uses, for the operator: never the password. */
export function databaseLabel(config: Config): string {
  if (!config.databaseUrl) return `SQLite ${path.join(config.dataDir, SQLITE_FILE)}`;
  let where = '(DATABASE_URL)';
  try {
    const url = new URL(config.databaseUrl);
    where = `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    // A libpq key=value string: the label stays generic rather than echo a password.
  }
  return `PostgreSQL ${where}${config.databaseSchema ? `，schema ${config.databaseSchema}` : ''}`;
}

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
  const sqliteFile = path.join(config.dataDir, SQLITE_FILE);
  if (!config.databaseUrl && !(await exists(sqliteFile)))
    throw new BackupRefusal(
      `没有找到数据库 ${sqliteFile}：请用运行中服务端的 DATA_DIR（或 DATABASE_URL、DATABASE_SCHEMA）运行备份`,
    );
  await fs.mkdir(outDir, { recursive: true });
  if ((await fs.readdir(outDir)).length > 0)
    throw new BackupRefusal(`备份目录 ${outDir} 不是空的：请给一个新的目录`);
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
    const source = new SQLite(sqliteFile, { fileMustExist: true });
    try {
      await source.backup(path.join(outDir, SQLITE_FILE));
    } finally {
      source.close();
    }
  }
  const filesRoot = path.join(config.dataDir, FILES_DIR);
  const files = config.fileStore === 'local' && (await exists(filesRoot));
  if (files) await fs.cp(filesRoot, path.join(outDir, FILES_DIR), { recursive: true });
  const schema = dialect === 'postgres' ? (config.databaseSchema ?? null) : null;
  const manifest: Manifest = { createdAt, dialect, database, schema, files };
  await fs.writeFile(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The schema a PostgreSQL backup restores into: the one it was taken from (pg_restore keeps the name). */
export function restoredSchema(manifest: Manifest, config: Config): string {
  const schema = manifest.schema === undefined ? config.databaseSchema : manifest.schema;
  if (manifest.schema !== undefined && (config.databaseSchema ?? 'public') !== (schema ?? 'public'))
    throw new BackupRefusal(
      `这份备份来自${schema ? ` schema ${schema} ` : '默认的 public schema'}，恢复后也在那里：请${
        schema ? `设 DATABASE_SCHEMA=${schema}` : '不设 DATABASE_SCHEMA'
      }`,
    );
  return schema ?? 'public';
}

async function refuseNonEmpty(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupRefusal(`连不上 DATABASE_URL 指定的数据库：${(error as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = $1',
      [schema],
    );
    if (Number(rows[0]?.n ?? 0) > 0)
      throw new BackupRefusal(
        `数据库的 schema ${schema} 里已经有表：请恢复到一个新建的空数据库（createdb 新库名，再把 DATABASE_URL 指向它）`,
      );
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into a fresh data folder (SQLite and files), or into the configured PostgreSQL
 * database and schema, which must be empty (pg_restore), with the files into `dataDir`.
 */
export async function restore(config: Config, fromDir: string): Promise<Manifest> {
  const manifestFile = path.join(fromDir, MANIFEST);
  if (!(await exists(manifestFile))) throw new BackupRefusal(`${fromDir} 不是备份目录（没有 ${MANIFEST}）`);
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Manifest;
  if (manifest.dialect === 'sqlite') {
    if (config.databaseUrl)
      throw new BackupRefusal('这是 SQLite 的备份：请不设 DATABASE_URL，用一个新的 DATA_DIR 恢复');
    const target = path.join(config.dataDir, SQLITE_FILE);
    if (await exists(target))
      throw new BackupRefusal(`${target} 已存在：请恢复到一个新的数据目录（DATA_DIR 设为一个新文件夹）`);
    await fs.mkdir(config.dataDir, { recursive: true });
    await fs.copyFile(path.join(fromDir, SQLITE_FILE), target);
  } else {
    if (!config.databaseUrl)
      throw new BackupRefusal('这是 PostgreSQL 的备份：请用 DATABASE_URL 指定一个新建的空数据库');
    const schema = restoredSchema(manifest, config);
    await refuseNonEmpty(config.databaseUrl, schema);
    await fs.mkdir(config.dataDir, { recursive: true });
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
