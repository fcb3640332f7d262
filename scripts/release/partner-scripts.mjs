// What a partner writes, run in the folders that installed the published packages: a Node script
// through `import` and through `require`, and strict TypeScript over the declarations as ESM and as
// CommonJS. Every entry of the package's `exports` is imported and required.

/** The partner's script, ESM: one phase per process, the session lives in the file storage. */
export const partnerEsm = (entries) => `
import { readFileSync, writeFileSync } from 'node:fs';
import { createPortal, memoryStorage, isPortalError } from '@portal/sdk';
import { fileStorage, nodePlatform } from '@portal/sdk/node';
import { isPhone } from '@portal/sdk/helpers';
import { createSearchHistory } from '@portal/sdk/search';

const [phase, baseUrl, file, name, password] = process.argv.slice(2);
const ENTRIES = ${JSON.stringify(entries)};
const portalAt = (path) => createPortal({ baseUrl, storage: fileStorage(path), platform: nodePlatform() });
const out = { node: process.version, phase, helpers: isPhone('13812345678') };
// What the SDK writes to stderr for answers the script handled itself: nothing, unless asked.
const stderr = [];
const write = process.stderr.write.bind(process.stderr);
process.stderr.write = (chunk, ...rest) => (stderr.push(String(chunk)), write(chunk, ...rest));

if (phase === 'login') {
  // The account exists first (registered elsewhere); this partner session then logs in with it.
  const other = createPortal({ baseUrl, storage: memoryStorage(), platform: nodePlatform() });
  const registered = await other.auth.register({ name, password });
  if (registered.error) throw registered.error;
  const portal = portalAt(file);
  await portal.ready();
  out.started = (await portal.start()).init;
  const login = await portal.auth.loginWithName({ name, password });
  out.login = login.error ? login.error.message : { uid: login.data.uid, name: login.data.name };
  const refused = await portal.api.games.getGame({ appID: 987654321 });
  out.refused = { message: refused.error?.message, kind: refused.error?.kind, isPortalError: isPortalError(refused.error) };
  out.loggedIn = portal.session.getState().loggedIn;
  const imported = await Promise.all(
    Object.entries(ENTRIES).map(async ([entry, names]) => {
      const module = await import(entry);
      return names.filter((n) => module[n] === undefined).map((n) => entry + ' ' + n);
    }),
  );
  // An entry the package exports but this script does not know counts as missing too.
  const { createRequire } = await import('node:module');
  const { exports } = createRequire(import.meta.url)('@portal/sdk/package.json');
  const unlisted = Object.keys(exports)
    .filter((key) => key !== './package.json')
    .map((key) => '@portal/sdk' + key.slice(1))
    .filter((entry) => !(entry in ENTRIES));
  out.missing = [...imported.flat(), ...unlisted.map((entry) => entry + ' (not checked)')];
  // An entry's rules on the wire: the search history of the account just logged in, and the trending list.
  const history = createSearchHistory(portal);
  await history.load();
  out.trending = Array.isArray(history.getState().trending);
  out.stderr = stderr.join('');
} else if (phase === 'resume') {
  const portal = portalAt(file);
  await portal.ready();
  const status = await portal.auth.refreshStatus();
  out.loggedIn = portal.session.getState().loggedIn;
  out.status = status.error ? status.error.message : { uid: status.data?.uid, name: status.data?.name };
} else if (phase === 'logout') {
  // The token as stored before logout, to try it again afterwards.
  writeFileSync(file + '.before-logout', readFileSync(file));
  const portal = portalAt(file);
  await portal.ready();
  const logout = await portal.auth.logout();
  out.logout = logout.error ? logout.error.message : 'ok';
  out.loggedIn = portal.session.getState().loggedIn;
  // Restored from the file at once, then checked with the server: a revoked token is logged out.
  const replay = portalAt(file + '.before-logout');
  const restored = replay.session.getState().loggedIn;
  await replay.ready();
  out.oldToken = { restored, afterCheck: replay.session.getState().loggedIn };
}
console.log(JSON.stringify(out));
`;

/** The same package through require(), CommonJS. */
export const partnerCjs = (entries) => `
const { createPortal, isPortalError, PortalError } = require('@portal/sdk');
const { fileStorage, nodePlatform } = require('@portal/sdk/node');
const { isPhone } = require('@portal/sdk/helpers');
const [baseUrl, file] = process.argv.slice(2);
const ENTRIES = ${JSON.stringify(entries)};
(async () => {
  const portal = createPortal({ baseUrl, storage: fileStorage(file), platform: nodePlatform() });
  const init = await portal.device.init();
  const refused = await portal.api.games.getGame({ appID: 987654321 });
  const missing = [];
  for (const [entry, names] of Object.entries(ENTRIES)) {
    const module = require(entry);
    for (const n of names) if (module[n] === undefined) missing.push(entry + ' ' + n);
  }
  console.log(JSON.stringify({
    node: process.version,
    init: { code: init.code, msg: init.msg },
    refused: { message: refused.error && refused.error.message, instance: refused.error instanceof PortalError, guard: isPortalError(refused.error) },
    helpers: isPhone('13812345678'),
    missing,
  }));
})().catch((error) => { console.error(error); process.exit(1); });
`;

/** A strict TypeScript partner, resolving the declarations through "exports" as ESM. */
export const typesEsm = (entries) => `
import { createPortal, type Result, type Schemas } from '@portal/sdk';
import { timeLabel } from '@portal/sdk/helpers';
import { fileStorage } from '@portal/sdk/node';
import { type ReadSpot, createReadingProgress } from '@portal/sdk/comics';
import { createFakePortal } from '@portal/sdk/testing';
import { setupServer } from 'msw/node';
${Object.keys(entries)
  .map((entry, i) => `import * as entry${i} from '${entry}';`)
  .join('\n')}

const portal = createPortal({ baseUrl: 'http://127.0.0.1:8000', storage: fileStorage('store.json') });
export const spot: Promise<ReadSpot | null> = createReadingProgress(portal).load(4);
export const login: Promise<Result<Schemas['Account']>> = portal.api.account.login({ name: 'a', password: 'b' });
export const label: string = timeLabel(0);
// @ts-expect-error password is required
portal.api.account.login({ name: 'a' });
// The testing kit's handlers are msw's own: one copy of msw's types.
export const server = setupServer(...createFakePortal().handlers);
export const all = [${Object.keys(entries)
  .map((_, i) => `entry${i}`)
  .join(', ')}];
`;

/** The same in a CommonJS project (import = require resolves the "require" declarations, .d.cts). */
export const typesCjs = (entries) => `
import sdk = require('@portal/sdk');
import node = require('@portal/sdk/node');
import testing = require('@portal/sdk/testing');
import mswNode = require('msw/node');
${Object.keys(entries)
  .map((entry, i) => `import entry${i} = require('${entry}');`)
  .join('\n')}
const portal = sdk.createPortal({ baseUrl: 'http://127.0.0.1:8000', storage: node.fileStorage('store.json') });
export const status: Promise<sdk.Result<sdk.Schemas['UserStatus'] | null>> = portal.auth.refreshStatus();
export const fake = testing.createFakePortal();
// The kit's handlers go to msw as they are, in a CommonJS project too.
export const server = mswNode.setupServer(...fake.handlers);
export const all = [${Object.keys(entries)
  .map((_, i) => `entry${i}`)
  .join(', ')}];
`;
