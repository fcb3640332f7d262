// Generated from openapi/portal.yaml by openapi/scripts/gen-codes.mjs. Do not edit by hand:
// change the contract and run `pnpm --filter @portal/openapi gen`.

/**
 * The contract's limits on input fields and its product constants, with the Chinese words of their
 * refusals, by the names the SDK's FieldRules use (openapi/scripts/field-rule-table.mjs).
 */
export const FieldRules = Object.freeze({
  /** #/components/schemas/UserName */
  UserName: Object.freeze({ minLength: 2, maxLength: 16 }),
  /** #/components/schemas/OneLineText */
  OneLineText: Object.freeze({ pattern: /^[^\u202A-\u202E\u2066-\u2069]*$/ }),
  /** #/components/schemas/Password */
  Password: Object.freeze({ minLength: 6, maxLength: 32 }),
  /** #/components/schemas/Phone */
  Phone: Object.freeze({ pattern: /^1[3-9]\d{9}$/, maxLength: 11 }),
  /** #/components/schemas/SmsCode */
  SmsCode: Object.freeze({ pattern: /^\d{6}$/, maxLength: 6 }),
  /** #/components/schemas/PostCreateRequest/properties/content */
  PostContent: Object.freeze({ minLength: 1, maxLength: 2000 }),
  /** #/components/schemas/PostCreateRequest/properties/images */
  PostImages: Object.freeze({ maxItems: 9 }),
  /** #/components/schemas/PostCreateRequest */
  PostingRules: Object.freeze({ notice: "文明发言，友善交流；禁止发布广告与违规内容。" }),
  /** #/components/schemas/CommentCreateRequest/properties/content */
  CommentContent: Object.freeze({ minLength: 1, maxLength: 500 }),
  /** #/components/schemas/Signature */
  Signature: Object.freeze({ maxLength: 60 }),
  /** #/components/schemas/SearchRecordRequest/properties/keyword */
  SearchKeyword: Object.freeze({ minLength: 1, maxLength: 50 }),
  /** #/components/schemas/ReportRequest/properties/detail */
  ReportDetail: Object.freeze({ maxLength: 200 }),
  /** #/components/schemas/GameReviewInput/properties/content */
  ReviewContent: Object.freeze({ maxLength: 2000 }),
  /** #/components/schemas/GameReviewInput/properties/rating */
  ReviewRating: Object.freeze({ minimum: 1, maximum: 5 }),
  /** #/components/schemas/GameRating/properties/minimumCount */
  RatingMinimumCount: Object.freeze({ const: 5 }),
  /** #/components/schemas/RedeemRequest/properties/code */
  RedeemCode: Object.freeze({ minLength: 1, maxLength: 40 }),
  /** #/components/schemas/PushEndpoint */
  PushEndpoint: Object.freeze({ maxLength: 1024 }),
  /** #/components/schemas/AvatarUpload */
  AvatarUpload: Object.freeze({ maxBytes: 2097152, messages: Object.freeze({ tooLarge: "头像不能超过2MB" }) }),
  /** #/components/schemas/MediaUpload */
  MediaUpload: Object.freeze({ imageMaxBytes: 5242880, videoMaxBytes: 52428800, messages: Object.freeze({ imageTooLarge: "图片不能超过5MB", videoTooLarge: "视频不能超过50MB" }) }),
  /** #/components/schemas/CheckinMakeupRequest */
  CheckinMakeup: Object.freeze({ monthlyLimit: 3, messages: Object.freeze({ dayNotRepairable: "该日期不可补签", noCard: "补签卡不足，完成任务可获得补签卡", monthUsedUp: "本月补签次数已用完（每月最多3次）" }) }),
  /** #/components/schemas/DownloadUrlAnswer */
  DownloadGrant: Object.freeze({ messages: Object.freeze({ free: "ok", member: "您是会员，尊享免费下载特权", purchase: "购买成功", owned: "已购买，可免费下载" }) }),
  /** #/components/schemas/Game */
  Game: Object.freeze({ messages: Object.freeze({ notFound: "游戏不存在" }) }),
  /** #/components/schemas/ImageAddress */
  ImageAddress: Object.freeze({ maxLength: 500 }),
  /** #/components/schemas/PictureAddress */
  PictureAddress: Object.freeze({ widths: [96,192,256,384,640,828] }),
  /** #/components/schemas/AdminLoginRequest/properties/name */
  OperatorLoginName: Object.freeze({ minLength: 2, maxLength: 32 }),
  /** #/components/schemas/AdminLoginRequest/properties/password */
  OperatorLoginPassword: Object.freeze({ minLength: 6, maxLength: 64 }),
  /** #/components/schemas/AdminGameInput/properties/name */
  GameName: Object.freeze({ minLength: 1, maxLength: 40 }),
  /** #/components/schemas/AdminBookInput/properties/title */
  BookTitle: Object.freeze({ minLength: 1, maxLength: 40 }),
  /** #/components/schemas/AdminBookInput/properties/author */
  BookAuthor: Object.freeze({ minLength: 1, maxLength: 40 }),
  /** #/components/schemas/AdminChapterInput/properties/title */
  ChapterTitle: Object.freeze({ minLength: 1, maxLength: 40 }),
  /** #/components/schemas/AdminBannerInput/properties/title */
  BannerTitle: Object.freeze({ minLength: 1, maxLength: 40 }),
  /** #/components/schemas/AdminAnnouncementInput/properties/title */
  AnnouncementTitle: Object.freeze({ minLength: 1, maxLength: 60 }),
  /** #/components/schemas/AdminAnnouncementInput/properties/content */
  AnnouncementContent: Object.freeze({ minLength: 1, maxLength: 20000 }),
  /** #/components/schemas/AdminFaqInput/properties/question */
  FaqQuestion: Object.freeze({ minLength: 1, maxLength: 200 }),
  /** #/components/schemas/AdminFaqInput/properties/answer */
  FaqAnswer: Object.freeze({ minLength: 1, maxLength: 2000 }),
  /** #/components/schemas/AdminBroadcastInput/properties/title */
  BroadcastTitle: Object.freeze({ minLength: 1, maxLength: 40 }),
  /** #/components/schemas/AdminBroadcastInput/properties/content */
  BroadcastContent: Object.freeze({ minLength: 1, maxLength: 500 }),
  /** #/components/schemas/AdminBroadcastInput/properties/url */
  BroadcastUrl: Object.freeze({ maxLength: 300 }),
  /** #/components/schemas/AdminActivityInput/properties/title */
  ActivityTitle: Object.freeze({ minLength: 1, maxLength: 60 }),
  /** #/components/schemas/AdminGiftPackInput/properties/title */
  GiftPackTitle: Object.freeze({ minLength: 1, maxLength: 40 }),
  /** #/components/schemas/AdminGiftPackInput/properties/content */
  GiftPackContent: Object.freeze({ minLength: 1, maxLength: 500 }),
  /** #/components/schemas/SensitiveWordInput/properties/word */
  SensitiveWord: Object.freeze({ minLength: 1, maxLength: 20 }),
  /** #/components/schemas/AdminGameInput/properties/version */
  GameVersion: Object.freeze({ minLength: 1, maxLength: 20 }),
  /** #/components/schemas/OperatorCreateRequest/properties/name */
  OperatorName: Object.freeze({ minLength: 2, maxLength: 32 }),
  /** #/components/schemas/OperatorCreateRequest/properties/password */
  OperatorPassword: Object.freeze({ minLength: 8, maxLength: 64 }),
  /** #/components/schemas/ModerationReason/properties/reason */
  ModerationReason: Object.freeze({ maxLength: 200 }),
  /** #/components/schemas/Paging/properties/currentPage */
  CurrentPage: Object.freeze({ minimum: 1, maximum: 100000 }),
  /** #/components/schemas/Paging/properties/pageSize */
  PageSize: Object.freeze({ minimum: 1, maximum: 100 }),
});
