/**
 * `@portal/sdk/node`: the Node-only adapters, kept out of the main entry so browser bundles never
 * see `node:fs`.
 */

export { nodePlatform } from './platform/node.js';
export { fileStorage } from './storage/file.js';
