import { fileURLToPath } from 'node:url';

/** The monorepo root (this package lives in `<root>/quality`). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
