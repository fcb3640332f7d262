import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDir = fileURLToPath(new URL('..', import.meta.url));
// E2E_WEB_DIST points at a copy of a build, so a concurrent `vite build` cannot pull files from under a run.
export const dist = process.env.E2E_WEB_DIST
  ? path.resolve(process.env.E2E_WEB_DIST)
  : path.join(webDir, 'dist');
export const serverMain = path.join(webDir, '../server/src/main.ts');

/**
 * The real API server on its own SQLite data dir, serving the built app. The shared e2e server logs at
 * warn; an own server logs at info because the development SMS provider only logs the code.
 */
export function spawnServer(
  port: number,
  dataDir: string,
  logLevel: 'info' | 'warn',
  webDist = dist,
): ChildProcess {
  return spawn(process.execPath, [serverMain], {
    cwd: path.dirname(path.dirname(serverMain)),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: logLevel,
      SCRYPT_LOG_N: '10',
      // Every test user registers from 127.0.0.1: lift the per-address limits (their own tests live in apps/server).
      RATE_LIMITS: 'register=1000,login=1000,write=1000,like=1000,upload=1000',
      DATABASE_URL: '',
    },
  });
}
