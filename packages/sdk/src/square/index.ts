/**
 * `@portal/sdk/square`: the square's likes and follows (optimistic, rolled back on refusal, one call
 * per target at a time) and publishing with the checks first (the contract's limits, the server's
 * sensitive words). Built on a portal from `createPortal`, whose `api.square` holds the calls.
 * Its own entry, so a site without the square never carries it.
 */
import type { SquareApi } from '../api/square.js';
import { createPublisher, type Publisher } from '../publish/publish.js';
import { createSquareActions, type SquareActions } from './actions.js';

export {
  checkPost,
  createPublisher,
  type PostCheck,
  type Publisher,
  type PublishOptions,
  type PublishResult,
} from '../publish/publish.js';
export {
  type CommentPatch,
  createSquareActions,
  type PostPatch,
  type SquareActionResult,
  type SquareActions,
  type SquareState,
} from './actions.js';

/** What `createSquare` needs of a portal: its square calls. */
export interface SquarePortal {
  api: { square: SquareApi };
}

/** The square's actions and publisher, as one object. */
export type Square = SquareActions & Publisher;

/** Likes, follows and publishing for one portal: create it once, where the square's screens live. */
export function createSquare(portal: SquarePortal): Square {
  return { ...createSquareActions(portal.api.square), ...createPublisher(portal.api.square) };
}
