// The reports front door: blocks between players (the square's lists, comments and follows respect them),
// a post's or comment's hidden state, and the review queue the console works through.
export { assertNotBlocked, blocksBetween, USER_BLOCKED } from './blocks.ts';
export { hiddenState, type ReportDecision, resolveTargetIn } from './queue.ts';
export { removeReported, reviewPage, reviewState } from './review.ts';
