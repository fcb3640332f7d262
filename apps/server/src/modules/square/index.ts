// The square's front door: post lists and their presentation (the home page), a player's brief (name,
// avatar, level), removing posts and comments and dropping the cached lists (moderation, reports), the
// sensitive words (search; masking them in game reviews), the square's generation that kept answers follow (the home screen), and
// forgetting a reader's kept blocks when they block or unblock someone (reports).
export { bumpSquare, cachedPagePosts, generation, LIST_TTL_MS, SORT_NEW } from './posts-repo.ts';
export { brief, presentPosts, type UserBrief } from './present.ts';
export { deleteComment, deletePost } from './removal.ts';
export { mask, sensitiveWords } from './sensitive.ts';
export { forgetBlocks } from './visibility.ts';
