// The reviews' refusals, worded once (the contract's descriptions quote them).
export const ReviewMessage = {
  GameNotFound: '游戏不存在',
  ReviewNotFound: '评价不存在',
  NoReviewYet: '你还没有评价这款游戏',
  OwnReviewHelpful: '不能给自己的评价点有用',
  Saved: '评价已发布',
  Deleted: '评价已删除',
} as const;
