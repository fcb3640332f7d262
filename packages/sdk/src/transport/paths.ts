import type { paths } from '../generated/portal.js';

/** The contract keeps both families in one `paths`; square paths are the ones under `/v1/`. */
export type SquarePaths = { [K in keyof paths as K extends `/v1/${string}` ? K : never]: paths[K] };
export type PortalPaths = { [K in keyof paths as K extends `/v1/${string}` ? never : K]: paths[K] };
