// The square's front door: post lists and their presentation (the home page), a player's brief (name,
// avatar, level), removing posts and comments and dropping the cached lists (moderation, reports), the
// sensitive words (search) and the square's paging query schema.
export { bumpSquare, cachedPagePosts, SORT_NEW } from './posts-repo.ts';
export { brief, presentPosts, type UserBrief } from './present.ts';
export { deleteComment, deletePost } from './removal.ts';
export { sensitiveWords } from './sensitive.ts';
