// The reservations front door: the downloads' refusal of an upcoming game, an account purge's removal
// of its reservations (with the counts), the console's release plan
// and release (in the console's audited transaction), and the words of the release message (app.ts
// hands them to the inbox).

export { assertReleased } from './downloadable.ts';
export { releaseGameIn, releasePlan, setReleasePlan } from './release.ts';
export { dropReservationsOf } from './store.ts';
