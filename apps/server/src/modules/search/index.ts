// The search front door: search offers nothing to other modules (app.ts mounts module.ts).
export {};
