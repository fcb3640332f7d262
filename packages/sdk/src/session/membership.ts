/** The lowest `levelType` of a member (会员): the server's rule for free downloads and paid chapters. */
export const MEMBER_LEVEL = 1;

/** Whether an account's status (or a post's author) is a member's (会员). */
export const isMember = (who: { levelType: number } | null | undefined): boolean =>
  (who?.levelType ?? 0) >= MEMBER_LEVEL;
