// The downloads front door: downloads offer nothing to other modules (app.ts mounts module.ts).
export {};
