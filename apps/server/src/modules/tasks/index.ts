// The tasks front door: daily tasks offer nothing to other modules (app.ts mounts module.ts).
export {};
