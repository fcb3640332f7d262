/**
 * Generated from openapi/portal.yaml by packages/sdk/scripts/gen-types.mjs. Do not edit by hand:
 * change the contract and run `pnpm --filter @portal/sdk gen`.
 */

import { DownloadGrant } from './download-grant.js';
import { PictureAddress } from './picture-address.js';

/**
 * The contract's limits on input fields and its product constants (upload sizes, the monthly make-up
 * count), with the Chinese words of their refusals: what the server refuses, checked before sending.
 */
export const FieldRules = {
  /** #/components/schemas/UserName */
  UserName: { minLength: 2, maxLength: 16 },
  /** #/components/schemas/OneLineText */
  OneLineText: { pattern: /^[^\u202A-\u202E\u2066-\u2069]*$/ },
  /** #/components/schemas/Password */
  Password: { minLength: 6, maxLength: 32 },
  /** #/components/schemas/Phone */
  Phone: { pattern: /^1[3-9]\d{9}$/, maxLength: 11 },
  /** #/components/schemas/SmsCode */
  SmsCode: { pattern: /^\d{6}$/, maxLength: 6 },
  /** #/components/schemas/PostCreateRequest/properties/content */
  PostContent: { minLength: 1, maxLength: 2000 },
  /** #/components/schemas/PostCreateRequest/properties/images */
  PostImages: { maxItems: 9 },
  /** #/components/schemas/PostCreateRequest */
  PostingRules: { notice: "文明发言，友善交流；禁止发布广告与违规内容。" },
  /** #/components/schemas/CommentCreateRequest/properties/content */
  CommentContent: { minLength: 1, maxLength: 500 },
  /** #/components/schemas/Signature */
  Signature: { maxLength: 60 },
  /** #/components/schemas/SearchRecordRequest/properties/keyword */
  SearchKeyword: { minLength: 1, maxLength: 50 },
  /** #/components/schemas/ReportRequest/properties/detail */
  ReportDetail: { maxLength: 200 },
  /** #/components/schemas/GameReviewInput/properties/content */
  ReviewContent: { maxLength: 2000 },
  /** #/components/schemas/GameReviewInput/properties/rating */
  ReviewRating: { minimum: 1, maximum: 5 },
  /** #/components/schemas/GameRating/properties/minimumCount */
  RatingMinimumCount: { const: 5 },
  /** #/components/schemas/RedeemRequest/properties/code */
  RedeemCode: { minLength: 1, maxLength: 40 },
  /** #/components/schemas/PushEndpoint */
  PushEndpoint: { maxLength: 1024 },
  /** #/components/schemas/AvatarUpload */
  AvatarUpload: { maxBytes: 2097152, messages: { tooLarge: "头像不能超过2MB" } },
  /** #/components/schemas/MediaUpload */
  MediaUpload: { imageMaxBytes: 5242880, videoMaxBytes: 52428800, messages: { imageTooLarge: "图片不能超过5MB", videoTooLarge: "视频不能超过50MB" } },
  /** #/components/schemas/CheckinMakeupRequest */
  CheckinMakeup: { monthlyLimit: 3, messages: { dayNotRepairable: "该日期不可补签", noCard: "补签卡不足，完成任务可获得补签卡", monthUsedUp: "本月补签次数已用完（每月最多3次）" } },
  /** #/components/schemas/DownloadUrlAnswer */
  DownloadGrant,
  /** #/components/schemas/Game */
  Game: { messages: { notFound: "游戏不存在" } },
  /** #/components/schemas/ImageAddress */
  ImageAddress: { maxLength: 500 },
  /** #/components/schemas/PictureAddress */
  PictureAddress,
  /** #/components/schemas/AdminLoginRequest/properties/name */
  OperatorLoginName: { minLength: 2, maxLength: 32 },
  /** #/components/schemas/AdminLoginRequest/properties/password */
  OperatorLoginPassword: { minLength: 6, maxLength: 64 },
  /** #/components/schemas/AdminGameInput/properties/name */
  GameName: { minLength: 1, maxLength: 40 },
  /** #/components/schemas/AdminBookInput/properties/title */
  BookTitle: { minLength: 1, maxLength: 40 },
  /** #/components/schemas/AdminBookInput/properties/author */
  BookAuthor: { minLength: 1, maxLength: 40 },
  /** #/components/schemas/AdminChapterInput/properties/title */
  ChapterTitle: { minLength: 1, maxLength: 40 },
  /** #/components/schemas/AdminBannerInput/properties/title */
  BannerTitle: { minLength: 1, maxLength: 40 },
  /** #/components/schemas/AdminAnnouncementInput/properties/title */
  AnnouncementTitle: { minLength: 1, maxLength: 60 },
  /** #/components/schemas/AdminAnnouncementInput/properties/content */
  AnnouncementContent: { minLength: 1, maxLength: 20000 },
  /** #/components/schemas/AdminFaqInput/properties/question */
  FaqQuestion: { minLength: 1, maxLength: 200 },
  /** #/components/schemas/AdminFaqInput/properties/answer */
  FaqAnswer: { minLength: 1, maxLength: 2000 },
  /** #/components/schemas/AdminBroadcastInput/properties/title */
  BroadcastTitle: { minLength: 1, maxLength: 40 },
  /** #/components/schemas/AdminBroadcastInput/properties/content */
  BroadcastContent: { minLength: 1, maxLength: 500 },
  /** #/components/schemas/AdminBroadcastInput/properties/url */
  BroadcastUrl: { maxLength: 300 },
  /** #/components/schemas/AdminActivityInput/properties/title */
  ActivityTitle: { minLength: 1, maxLength: 60 },
  /** #/components/schemas/AdminGiftPackInput/properties/title */
  GiftPackTitle: { minLength: 1, maxLength: 40 },
  /** #/components/schemas/AdminGiftPackInput/properties/content */
  GiftPackContent: { minLength: 1, maxLength: 500 },
  /** #/components/schemas/SensitiveWordInput/properties/word */
  SensitiveWord: { minLength: 1, maxLength: 20 },
  /** #/components/schemas/AdminGameInput/properties/version */
  GameVersion: { minLength: 1, maxLength: 20 },
  /** #/components/schemas/OperatorCreateRequest/properties/name */
  OperatorName: { minLength: 2, maxLength: 32 },
  /** #/components/schemas/OperatorCreateRequest/properties/password */
  OperatorPassword: { minLength: 8, maxLength: 64 },
  /** #/components/schemas/ModerationReason/properties/reason */
  ModerationReason: { maxLength: 200 },
  /** #/components/schemas/Paging/properties/currentPage */
  CurrentPage: { minimum: 1, maximum: 100000 },
  /** #/components/schemas/Paging/properties/pageSize */
  PageSize: { minimum: 1, maximum: 100 },
} as const;
