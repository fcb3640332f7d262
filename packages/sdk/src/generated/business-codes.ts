/**
 * Generated from openapi/portal.yaml by packages/sdk/scripts/gen-types.mjs. Do not edit by hand:
 * change the contract and run `pnpm --filter @portal/sdk gen`.
 */

/** The `code` of every successful answer: the contract's Success. */
export const SUCCESS_CODE = 0;

/** The `code` of a business refusal (HTTP 200), by name: the contract's BusinessCode. */
export const BusinessCode = {
  /** any other refusal; the message says why */
  Refused: 1,
  /** session expired, revoked or unknown token; the client logs out locally */
  SessionExpired: 2,
  /** X钻 balance too low */
  InsufficientBalance: 1001,
  /** wrong name or password (same answer for an unknown name) */
  WrongCredentials: 1002,
  /** wrong, expired or used SMS code */
  WrongSmsCode: 1003,
  /** name already taken */
  NameTaken: 1004,
  /** already done (claimed, checked in today) */
  AlreadyDone: 1005,
  /** out of stock */
  OutOfStock: 1006,
  /** guest may only download free games */
  LoginRequired: 1007,
  /** idempotency key reused with other parameters */
  IdempotencyKeyMismatch: 1008,
  /** phone not registered (login without register) or already bound */
  PhoneNotRegisteredOrBound: 1009,
  /** already reported this post, comment or user */
  AlreadyReported: 1020,
  /** the other user has blocked me (no comment, reply or follow) */
  BlockedByUser: 1021,
  /** I have blocked that user (unblock before following or opening their post) */
  UserBlocked: 1022,
  /** hidden after reports, waiting for review */
  UnderReview: 1023,
  /** no such redeem code (兑换码不存在) */
  RedeemCodeUnknown: 1030,
  /** redeem code past its expiry (兑换码已过期) */
  RedeemCodeExpired: 1031,
  /** redeem code used up (兑换码已被使用 / 已领完) */
  RedeemCodeUsedUp: 1032,
  /** I already redeemed this code (已兑换过) */
  RedeemCodeRedeemed: 1033,
  /** no make-up card (补签卡) left */
  NoMakeupCard: 1034,
  /** the month's make-ups used up (3 a month) */
  MakeupLimitReached: 1035,
  /** the day cannot be made up (today, the future, another month) */
  DayNotRepairable: 1036,
  /** muted by an operator (禁言): no posts or comments until the end given in the message, with the reason */
  UserMuted: 1040,
  /** banned by an operator (封禁): no login until the end given in the message, with the reason */
  UserBanned: 1041,
  /** the purchase was already refunded (该购买已退款) */
  AlreadyRefunded: 1042,
  /** still in use, cannot be removed (e.g. a game someone bought, a gift pack with claimed codes) */
  InUse: 1043,
  /** an operator cannot disable or demote themselves or the last active admin */
  LastAdmin: 1044,
  /** only the newest version of an announcement can be edited */
  NotLatestVersion: 1045,
  /** the chapter is locked for me (paid, not unlocked): its reading position cannot be saved */
  ChapterLocked: 1010,
  /** the announcement changed since that version (show it again) */
  AnnouncementChanged: 1011,
  /** the operator account is locked after repeated wrong passwords; the message says until when (账号已锁定) */
  AccountLocked: 1046,
  /** removed by the moderators (an operator hid it, or upheld its reports) (该内容已被管理员删除) */
  RemovedByModerators: 1024,
  /** the game is upcoming (预约中) and cannot be downloaded yet (游戏尚未上线) */
  GameNotReleased: 1060,
  /** the game is already out, nothing to reserve (游戏已上线) */
  GameAlreadyReleased: 1061,
} as const;

export type BusinessCode = (typeof BusinessCode)[keyof typeof BusinessCode];

/** The `code` of an HTTP error answer, equal to its HTTP status: the contract's ErrorAnswer.code. */
export const ErrorCode = {
  /** the request fails the schema or is malformed */
  BadRequest: 400,
  /** a guest where a login is required */
  Unauthorized: 401,
  /** not allowed */
  Forbidden: 403,
  /** no such thing */
  NotFound: 404,
  /** body or upload too large */
  PayloadTooLarge: 413,
  /** wrong content type */
  UnsupportedMediaType: 415,
  /** rate limited */
  TooManyRequests: 429,
  /** server failure; no stack trace is sent */
  InternalError: 500,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The words of BusinessCode.SessionExpired. */
export const SessionExpiredMessage = "登录已失效，请重新登录";
/** The words of BusinessCode.InsufficientBalance. */
export const InsufficientBalanceMessage = "当前X钻余额不足";
/** The words of BusinessCode.WrongCredentials. */
export const WrongCredentialsMessage = "用户名或密码错误";
/** The words of BusinessCode.WrongSmsCode. */
export const WrongSmsCodeMessage = "验证码错误或已过期";
/** The words of BusinessCode.NameTaken. */
export const NameTakenMessage = "用户名已被占用";
/** The words of BusinessCode.LoginRequired. */
export const LoginRequiredMessage = "请先登录";
/** The words of BusinessCode.IdempotencyKeyMismatch. */
export const IdempotencyKeyMismatchMessage = "重复请求参数不一致";
/** The words of BusinessCode.AlreadyReported. */
export const AlreadyReportedMessage = "你已举报过该内容，我们会尽快处理";
/** The words of BusinessCode.UnderReview. */
export const UnderReviewMessage = "该内容因多人举报正在审核中";
/** The words of BusinessCode.RedeemCodeUnknown. */
export const RedeemCodeUnknownMessage = "兑换码不存在";
/** The words of BusinessCode.RedeemCodeExpired. */
export const RedeemCodeExpiredMessage = "兑换码已过期";
/** The words of BusinessCode.RedeemCodeRedeemed. */
export const RedeemCodeRedeemedMessage = "你已兑换过该兑换码";
/** The words of BusinessCode.AlreadyRefunded. */
export const AlreadyRefundedMessage = "该购买已退款";
/** The words of BusinessCode.ChapterLocked. */
export const ChapterLockedMessage = "该章节尚未解锁";
/** The words of BusinessCode.AnnouncementChanged. */
export const AnnouncementChangedMessage = "公告已更新";
/** The words of BusinessCode.RemovedByModerators. */
export const RemovedByModeratorsMessage = "该内容已被管理员删除";
/** The words of BusinessCode.GameNotReleased. */
export const GameNotReleasedMessage = "游戏尚未上线，敬请期待";
/** The words of BusinessCode.GameAlreadyReleased. */
export const GameAlreadyReleasedMessage = "游戏已上线，可直接下载";

/** The words every package answers or shows for a business code, where they are fixed. */
export const BusinessMessage = {
  SessionExpired: SessionExpiredMessage,
  InsufficientBalance: InsufficientBalanceMessage,
  WrongCredentials: WrongCredentialsMessage,
  WrongSmsCode: WrongSmsCodeMessage,
  NameTaken: NameTakenMessage,
  LoginRequired: LoginRequiredMessage,
  IdempotencyKeyMismatch: IdempotencyKeyMismatchMessage,
  AlreadyReported: AlreadyReportedMessage,
  UnderReview: UnderReviewMessage,
  RedeemCodeUnknown: RedeemCodeUnknownMessage,
  RedeemCodeExpired: RedeemCodeExpiredMessage,
  RedeemCodeRedeemed: RedeemCodeRedeemedMessage,
  AlreadyRefunded: AlreadyRefundedMessage,
  ChapterLocked: ChapterLockedMessage,
  AnnouncementChanged: AnnouncementChangedMessage,
  RemovedByModerators: RemovedByModeratorsMessage,
  GameNotReleased: GameNotReleasedMessage,
  GameAlreadyReleased: GameAlreadyReleasedMessage,
} as const;
