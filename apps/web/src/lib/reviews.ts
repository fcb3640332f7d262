import { createReviews, portal } from './portal';

type Reviews = ReturnType<typeof createReviews>;
let instance: Reviews | null = null;

/** The app's one game-reviews object, made on first use (its 有用 calls run one per review at a time). */
export function reviews(): Reviews {
  instance ??= createReviews(portal);
  return instance;
}
