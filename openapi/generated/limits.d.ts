// Generated from openapi/portal.yaml by openapi/scripts/gen-codes.mjs. Do not edit by hand:
// change the contract and run `pnpm --filter @portal/openapi gen`.

/**
 * The contract's limits on input fields and its product constants, with the Chinese words of their
 * refusals, by the names the SDK's FieldRules use (openapi/scripts/field-rule-table.mjs).
 */
export declare const FieldRules: {
  /** #/components/schemas/UserName */
  readonly UserName: { readonly minLength: 2; readonly maxLength: 16 };
  /** #/components/schemas/OneLineText */
  readonly OneLineText: { readonly pattern: RegExp };
  /** #/components/schemas/Password */
  readonly Password: { readonly minLength: 6; readonly maxLength: 32 };
  /** #/components/schemas/Phone */
  readonly Phone: { readonly pattern: RegExp; readonly maxLength: 11 };
  /** #/components/schemas/SmsCode */
  readonly SmsCode: { readonly pattern: RegExp; readonly maxLength: 6 };
  /** #/components/schemas/PostCreateRequest/properties/content */
  readonly PostContent: { readonly minLength: 1; readonly maxLength: 2000 };
  /** #/components/schemas/PostCreateRequest/properties/images */
  readonly PostImages: { readonly maxItems: 9 };
  /** #/components/schemas/PostCreateRequest */
  readonly PostingRules: { readonly notice: "文明发言，友善交流；禁止发布广告与违规内容。" };
  /** #/components/schemas/CommentCreateRequest/properties/content */
  readonly CommentContent: { readonly minLength: 1; readonly maxLength: 500 };
  /** #/components/schemas/Signature */
  readonly Signature: { readonly maxLength: 60 };
  /** #/components/schemas/SearchRecordRequest/properties/keyword */
  readonly SearchKeyword: { readonly minLength: 1; readonly maxLength: 50 };
  /** #/components/schemas/ReportRequest/properties/detail */
  readonly ReportDetail: { readonly maxLength: 200 };
  /** #/components/schemas/GameReviewInput/properties/content */
  readonly ReviewContent: { readonly maxLength: 2000 };
  /** #/components/schemas/GameReviewInput/properties/rating */
  readonly ReviewRating: { readonly minimum: 1; readonly maximum: 5 };
  /** #/components/schemas/GameRating/properties/minimumCount */
  readonly RatingMinimumCount: { readonly const: 5 };
  /** #/components/schemas/RedeemRequest/properties/code */
  readonly RedeemCode: { readonly minLength: 1; readonly maxLength: 40 };
  /** #/components/schemas/PushEndpoint */
  readonly PushEndpoint: { readonly maxLength: 1024 };
  /** #/components/schemas/AvatarUpload */
  readonly AvatarUpload: { readonly maxBytes: 2097152; readonly messages: { readonly tooLarge: "头像不能超过2MB" } };
  /** #/components/schemas/MediaUpload */
  readonly MediaUpload: { readonly imageMaxBytes: 5242880; readonly videoMaxBytes: 52428800; readonly messages: { readonly imageTooLarge: "图片不能超过5MB"; readonly videoTooLarge: "视频不能超过50MB" } };
  /** #/components/schemas/CheckinMakeupRequest */
  readonly CheckinMakeup: { readonly monthlyLimit: 3; readonly messages: { readonly dayNotRepairable: "该日期不可补签"; readonly noCard: "补签卡不足，完成任务可获得补签卡"; readonly monthUsedUp: "本月补签次数已用完（每月最多3次）" } };
  /** #/components/schemas/DownloadUrlAnswer */
  readonly DownloadGrant: { readonly messages: { readonly free: "ok"; readonly member: "您是会员，尊享免费下载特权"; readonly purchase: "购买成功"; readonly owned: "已购买，可免费下载" } };
  /** #/components/schemas/Game */
  readonly Game: { readonly messages: { readonly notFound: "游戏不存在" } };
  /** #/components/schemas/ImageAddress */
  readonly ImageAddress: { readonly maxLength: 500 };
  /** #/components/schemas/PictureAddress */
  readonly PictureAddress: { readonly widths: readonly [96, 192, 256, 384, 640, 828] };
  /** #/components/schemas/AdminLoginRequest/properties/name */
  readonly OperatorLoginName: { readonly minLength: 2; readonly maxLength: 32 };
  /** #/components/schemas/AdminLoginRequest/properties/password */
  readonly OperatorLoginPassword: { readonly minLength: 6; readonly maxLength: 64 };
  /** #/components/schemas/AdminGameInput/properties/name */
  readonly GameName: { readonly minLength: 1; readonly maxLength: 40 };
  /** #/components/schemas/AdminBookInput/properties/title */
  readonly BookTitle: { readonly minLength: 1; readonly maxLength: 40 };
  /** #/components/schemas/AdminBookInput/properties/author */
  readonly BookAuthor: { readonly minLength: 1; readonly maxLength: 40 };
  /** #/components/schemas/AdminChapterInput/properties/title */
  readonly ChapterTitle: { readonly minLength: 1; readonly maxLength: 40 };
  /** #/components/schemas/AdminBannerInput/properties/title */
  readonly BannerTitle: { readonly minLength: 1; readonly maxLength: 40 };
  /** #/components/schemas/AdminAnnouncementInput/properties/title */
  readonly AnnouncementTitle: { readonly minLength: 1; readonly maxLength: 60 };
  /** #/components/schemas/AdminAnnouncementInput/properties/content */
  readonly AnnouncementContent: { readonly minLength: 1; readonly maxLength: 20000 };
  /** #/components/schemas/AdminFaqInput/properties/question */
  readonly FaqQuestion: { readonly minLength: 1; readonly maxLength: 200 };
  /** #/components/schemas/AdminFaqInput/properties/answer */
  readonly FaqAnswer: { readonly minLength: 1; readonly maxLength: 2000 };
  /** #/components/schemas/AdminBroadcastInput/properties/title */
  readonly BroadcastTitle: { readonly minLength: 1; readonly maxLength: 40 };
  /** #/components/schemas/AdminBroadcastInput/properties/content */
  readonly BroadcastContent: { readonly minLength: 1; readonly maxLength: 500 };
  /** #/components/schemas/AdminBroadcastInput/properties/url */
  readonly BroadcastUrl: { readonly maxLength: 300 };
  /** #/components/schemas/AdminActivityInput/properties/title */
  readonly ActivityTitle: { readonly minLength: 1; readonly maxLength: 60 };
  /** #/components/schemas/AdminGiftPackInput/properties/title */
  readonly GiftPackTitle: { readonly minLength: 1; readonly maxLength: 40 };
  /** #/components/schemas/AdminGiftPackInput/properties/content */
  readonly GiftPackContent: { readonly minLength: 1; readonly maxLength: 500 };
  /** #/components/schemas/SensitiveWordInput/properties/word */
  readonly SensitiveWord: { readonly minLength: 1; readonly maxLength: 20 };
  /** #/components/schemas/AdminGameInput/properties/version */
  readonly GameVersion: { readonly minLength: 1; readonly maxLength: 20 };
  /** #/components/schemas/OperatorCreateRequest/properties/name */
  readonly OperatorName: { readonly minLength: 2; readonly maxLength: 32 };
  /** #/components/schemas/OperatorCreateRequest/properties/password */
  readonly OperatorPassword: { readonly minLength: 8; readonly maxLength: 64 };
  /** #/components/schemas/ModerationReason/properties/reason */
  readonly ModerationReason: { readonly maxLength: 200 };
  /** #/components/schemas/Paging/properties/currentPage */
  readonly CurrentPage: { readonly minimum: 1; readonly maximum: 100000 };
  /** #/components/schemas/Paging/properties/pageSize */
  readonly PageSize: { readonly minimum: 1; readonly maximum: 100 };
};
