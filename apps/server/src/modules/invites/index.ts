// The invites front door: invites offer nothing to other modules (app.ts mounts module.ts).
export {};
