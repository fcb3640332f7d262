import { createModeration, portal } from './portal';

type Moderation = ReturnType<typeof createModeration>;
let instance: Moderation | null = null;

/**
 * The one reports-and-blocks object of the app, made on first use: the square's post page and the
 * 黑名单 page share it, so a block or unblock on either reloads the square's feeds.
 */
export function moderation(): Moderation {
  instance ??= createModeration(portal);
  return instance;
}
