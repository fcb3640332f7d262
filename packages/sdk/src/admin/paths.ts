import type { components, paths } from '../generated/portal.js';

/** The admin family of the contract: every path under `/v1/admin/` (served at `/api/v1/admin/...`). */
export type AdminPaths = { [K in keyof paths as K extends `/v1/admin/${string}` ? K : never]: paths[K] };

/** The contract's schemas, for typing console forms and tables. */
export type AdminSchemas = components['schemas'];
