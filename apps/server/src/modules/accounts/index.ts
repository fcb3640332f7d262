// The accounts front door: what other modules, the composition root (app.ts) and the seed may use.
// Passwords (the console's operators are hashed like players), a player's restrictions (mutes, bans) and
// sessions for moderation, the phone mask of lists, and the session lookup the auth hook runs.
export { hashPassword, verifyPassword } from './password.ts';
export {
  endSessions,
  forgetRestrictions,
  forgetSessionHashes,
  installRestrictionChecks,
  restrictionsInForce,
} from './restrictions.ts';
export { accountSessions } from './session-lookup.ts';
export { maskPhone } from './users.ts';
