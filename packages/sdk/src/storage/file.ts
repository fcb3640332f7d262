import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { StorageAdapter } from './types.js';

function readAll(path: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    }
  } catch {
    // Missing or corrupt file: start empty, the next write repairs it.
  }
  return {};
}

/**
 * A JSON file of key/value strings, for the CLI and Node scripts. It holds a session token, so it is
 * written readable by its owner alone (0600), and so are the folders made for it (0700); a folder
 * that was there already keeps its mode. Writes go to a temporary file that is renamed over the old
 * one, so a crash never leaves half a file behind.
 */
export function fileStorage(path: string): StorageAdapter {
  const write = (data: Record<string, string>) => {
    // The umask can only narrow these modes; mode applies to the folders this call creates only.
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(data, null, 2), { mode: 0o600 });
    // A temporary file left by a crashed run of the same pid would keep its old mode.
    chmodSync(tmp, 0o600);
    renameSync(tmp, path);
  };
  return {
    getItem: (key) => readAll(path)[key] ?? null,
    setItem: (key, value) => {
      const data = readAll(path);
      data[key] = String(value);
      write(data);
    },
    removeItem: (key) => {
      const data = readAll(path);
      if (!(key in data)) return;
      delete data[key];
      write(data);
    },
  };
}
