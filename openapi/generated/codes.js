// Generated from openapi/portal.yaml by openapi/scripts/gen-codes.mjs. Do not edit by hand:
// change the contract and run `pnpm --filter @portal/openapi gen`.

/** The `code` of every successful answer: #/components/schemas/Success. */
export const SUCCESS_CODE = 0;

/** The `code` of a business refusal (HTTP 200, `data` null): #/components/schemas/BusinessCode. */
export const BusinessCode = Object.freeze({
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
});

/** The `code` of an HTTP error answer, equal to its HTTP status: #/components/schemas/ErrorAnswer/properties/code. */
export const ErrorCode = Object.freeze({
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
});

/** The words every package answers or shows for a business code, where they are fixed. */
export const BusinessMessage = Object.freeze({
  SessionExpired: "登录已失效，请重新登录",
  InsufficientBalance: "当前X钻余额不足",
  WrongCredentials: "用户名或密码错误",
  WrongSmsCode: "验证码错误或已过期",
  NameTaken: "用户名已被占用",
  LoginRequired: "请先登录",
  IdempotencyKeyMismatch: "重复请求参数不一致",
  AlreadyReported: "你已举报过该内容，我们会尽快处理",
  UnderReview: "该内容因多人举报正在审核中",
  RedeemCodeUnknown: "兑换码不存在",
  RedeemCodeExpired: "兑换码已过期",
  RedeemCodeRedeemed: "你已兑换过该兑换码",
  AlreadyRefunded: "该购买已退款",
  ChapterLocked: "该章节尚未解锁",
  AnnouncementChanged: "公告已更新",
  RemovedByModerators: "该内容已被管理员删除",
  GameNotReleased: "游戏尚未上线，敬请期待",
  GameAlreadyReleased: "游戏已上线，可直接下载",
});
