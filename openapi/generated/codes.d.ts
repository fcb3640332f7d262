// Generated from openapi/portal.yaml by openapi/scripts/gen-codes.mjs. Do not edit by hand:
// change the contract and run `pnpm --filter @portal/openapi gen`.

/** The `code` of every successful answer: #/components/schemas/Success. */
export declare const SUCCESS_CODE: 0;

/** The `code` of a business refusal (HTTP 200, `data` null): #/components/schemas/BusinessCode. */
export declare const BusinessCode: {
  /** any other refusal; the message says why */
  readonly Refused: 1;
  /** session expired, revoked or unknown token; the client logs out locally */
  readonly SessionExpired: 2;
  /** X钻 balance too low */
  readonly InsufficientBalance: 1001;
  /** wrong name or password (same answer for an unknown name) */
  readonly WrongCredentials: 1002;
  /** wrong, expired or used SMS code */
  readonly WrongSmsCode: 1003;
  /** name already taken */
  readonly NameTaken: 1004;
  /** already done (claimed, checked in today) */
  readonly AlreadyDone: 1005;
  /** out of stock */
  readonly OutOfStock: 1006;
  /** guest may only download free games */
  readonly LoginRequired: 1007;
  /** idempotency key reused with other parameters */
  readonly IdempotencyKeyMismatch: 1008;
  /** phone not registered (login without register) or already bound */
  readonly PhoneNotRegisteredOrBound: 1009;
  /** already reported this post, comment or user */
  readonly AlreadyReported: 1020;
  /** the other user has blocked me (no comment, reply or follow) */
  readonly BlockedByUser: 1021;
  /** I have blocked that user (unblock before following or opening their post) */
  readonly UserBlocked: 1022;
  /** hidden after reports, waiting for review */
  readonly UnderReview: 1023;
  /** no such redeem code (兑换码不存在) */
  readonly RedeemCodeUnknown: 1030;
  /** redeem code past its expiry (兑换码已过期) */
  readonly RedeemCodeExpired: 1031;
  /** redeem code used up (兑换码已被使用 / 已领完) */
  readonly RedeemCodeUsedUp: 1032;
  /** I already redeemed this code (已兑换过) */
  readonly RedeemCodeRedeemed: 1033;
  /** no make-up card (补签卡) left */
  readonly NoMakeupCard: 1034;
  /** the month's make-ups used up (3 a month) */
  readonly MakeupLimitReached: 1035;
  /** the day cannot be made up (today, the future, another month) */
  readonly DayNotRepairable: 1036;
  /** muted by an operator (禁言): no posts or comments until the end given in the message, with the reason */
  readonly UserMuted: 1040;
  /** banned by an operator (封禁): no login until the end given in the message, with the reason */
  readonly UserBanned: 1041;
  /** the purchase was already refunded (该购买已退款) */
  readonly AlreadyRefunded: 1042;
  /** still in use, cannot be removed (e.g. a game someone bought, a gift pack with claimed codes) */
  readonly InUse: 1043;
  /** an operator cannot disable or demote themselves or the last active admin */
  readonly LastAdmin: 1044;
  /** only the newest version of an announcement can be edited */
  readonly NotLatestVersion: 1045;
  /** the chapter is locked for me (paid, not unlocked): its reading position cannot be saved */
  readonly ChapterLocked: 1010;
  /** the announcement changed since that version (show it again) */
  readonly AnnouncementChanged: 1011;
  /** the operator account is locked after repeated wrong passwords; the message says until when (账号已锁定) */
  readonly AccountLocked: 1046;
  /** removed by the moderators (an operator hid it, or upheld its reports) (该内容已被管理员删除) */
  readonly RemovedByModerators: 1024;
  /** the game is upcoming (预约中) and cannot be downloaded yet (游戏尚未上线) */
  readonly GameNotReleased: 1060;
  /** the game is already out, nothing to reserve (游戏已上线) */
  readonly GameAlreadyReleased: 1061;
};
export type BusinessCode = (typeof BusinessCode)[keyof typeof BusinessCode];

/** The `code` of an HTTP error answer, equal to its HTTP status: #/components/schemas/ErrorAnswer/properties/code. */
export declare const ErrorCode: {
  /** the request fails the schema or is malformed */
  readonly BadRequest: 400;
  /** a guest where a login is required */
  readonly Unauthorized: 401;
  /** not allowed */
  readonly Forbidden: 403;
  /** no such thing */
  readonly NotFound: 404;
  /** body or upload too large */
  readonly PayloadTooLarge: 413;
  /** wrong content type */
  readonly UnsupportedMediaType: 415;
  /** rate limited */
  readonly TooManyRequests: 429;
  /** server failure; no stack trace is sent */
  readonly InternalError: 500;
};
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The words every package answers or shows for a business code, where they are fixed. */
export declare const BusinessMessage: {
  readonly SessionExpired: "登录已失效，请重新登录";
  readonly InsufficientBalance: "当前X钻余额不足";
  readonly WrongCredentials: "用户名或密码错误";
  readonly WrongSmsCode: "验证码错误或已过期";
  readonly NameTaken: "用户名已被占用";
  readonly LoginRequired: "请先登录";
  readonly IdempotencyKeyMismatch: "重复请求参数不一致";
  readonly AlreadyReported: "你已举报过该内容，我们会尽快处理";
  readonly UnderReview: "该内容因多人举报正在审核中";
  readonly RedeemCodeUnknown: "兑换码不存在";
  readonly RedeemCodeExpired: "兑换码已过期";
  readonly RedeemCodeRedeemed: "你已兑换过该兑换码";
  readonly AlreadyRefunded: "该购买已退款";
  readonly ChapterLocked: "该章节尚未解锁";
  readonly AnnouncementChanged: "公告已更新";
  readonly RemovedByModerators: "该内容已被管理员删除";
  readonly GameNotReleased: "游戏尚未上线，敬请期待";
  readonly GameAlreadyReleased: "游戏已上线，可直接下载";
};
