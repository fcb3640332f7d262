/**
 * Generated from openapi/portal.yaml by packages/sdk/scripts/gen-types.mjs. Do not edit by hand:
 * change the contract and run `pnpm --filter @portal/sdk gen`.
 */

import type {
  SchemaAccount,
  SchemaAccountDeletion,
  SchemaActivity,
  SchemaAnnouncement,
  SchemaAvatar,
  SchemaBlockState,
  SchemaBlockedUserPage,
  SchemaBookDetail,
  SchemaBookHome,
  SchemaBookPage,
  SchemaBusiness,
  SchemaChapter,
  SchemaChapterPages,
  SchemaChapterUnlockResult,
  SchemaCheckinInfo,
  SchemaCheckinMakeupResult,
  SchemaCheckinResult,
  SchemaComment,
  SchemaCommentPage,
  SchemaConfigPage,
  SchemaFaq,
  SchemaFollowState,
  SchemaGameDetail,
  SchemaGamePage,
  SchemaGameRating,
  SchemaGameReservation,
  SchemaGameReview,
  SchemaGameReviewPage,
  SchemaGameType,
  SchemaGiftPack,
  SchemaHelpfulState,
  SchemaHome,
  SchemaInviteInfo,
  SchemaKefu,
  SchemaLedgerPage,
  SchemaLikeState,
  SchemaMessage,
  SchemaMessagePage,
  SchemaMessageSummary,
  SchemaNotificationSettings,
  SchemaOrderPage,
  SchemaPayInfo,
  SchemaPost,
  SchemaPostPage,
  SchemaPushKey,
  SchemaReadHistoryPage,
  SchemaReadProgressMergeResult,
  SchemaReadingSettings,
  SchemaRechargePackage,
  SchemaRedeemResult,
  SchemaReservationPage,
  SchemaSavedGameReview,
  SchemaSensitiveWordPage,
  SchemaServerConfig,
  SchemaSessionRevokeResult,
  SchemaSignedInDevice,
  SchemaSmsSent,
  SchemaSubscriptionState,
  SchemaTag,
  SchemaTask,
  SchemaTaskClaimResult,
  SchemaUploadResult,
  SchemaUserStatus,
  SchemaVipOpenResult,
  SchemaVipTier,
} from './portal.js';

/**
 * The logged-in account, kept by the client (in storage, until logout or session expiry).
 */
export interface Account extends SchemaAccount {}

/**
 * A pending account deletion (注销申请).
 */
export interface AccountDeletion extends SchemaAccountDeletion {}

/**
 * An activity (活动).
 */
export interface Activity extends SchemaActivity {}

/**
 * An announcement (公告).
 */
export interface Announcement extends SchemaAnnouncement {}

export interface Avatar extends SchemaAvatar {}

export interface BlockState extends SchemaBlockState {}

export interface BlockedUserPage extends SchemaBlockedUserPage {}

/**
 * A book with what its info page needs.
 */
export interface BookDetail extends SchemaBookDetail {}

export interface BookHome extends SchemaBookHome {}

export interface BookPage extends SchemaBookPage {}

/**
 * Business cooperation contact (商务合作).
 */
export interface Business extends SchemaBusiness {}

/**
 * A chapter (章节).
 */
export interface Chapter extends SchemaChapter {}

/**
 * A chapter's page images in reading order.
 */
export interface ChapterPages extends SchemaChapterPages {}

/**
 * How a chapter is open to me after an unlock (解锁结果).
 */
export interface ChapterUnlockResult extends SchemaChapterUnlockResult {}

/**
 * Check-in calendar of a month (签到).
 */
export interface CheckinInfo extends SchemaCheckinInfo {}

export interface CheckinMakeupResult extends SchemaCheckinMakeupResult {}

export interface CheckinResult extends SchemaCheckinResult {}

/**
 * A comment or a reply (评论 / 回复).
 */
export interface Comment extends SchemaComment {}

export interface CommentPage extends SchemaCommentPage {}

export interface ConfigPage extends SchemaConfigPage {}

/**
 * A question and its answer (常见问题).
 */
export interface Faq extends SchemaFaq {}

export interface FollowState extends SchemaFollowState {}

/**
 * A game with what its detail page shows.
 */
export interface GameDetail extends SchemaGameDetail {}

export interface GamePage extends SchemaGamePage {}

/**
 * A game's rating summary (评分).
 */
export interface GameRating extends SchemaGameRating {}

/**
 * My reservation of a game after a reserve or cancel call.
 */
export interface GameReservation extends SchemaGameReservation {}

/**
 * A player's review of a game.
 */
export interface GameReview extends SchemaGameReview {}

export interface GameReviewPage extends SchemaGameReviewPage {}

export interface GameType extends SchemaGameType {}

/**
 * A gift pack (礼包) of a game. `code` is mine once claimed.
 */
export interface GiftPack extends SchemaGiftPack {}

export interface HelpfulState extends SchemaHelpfulState {}

/**
 * The home screen (首页).
 */
export interface Home extends SchemaHome {}

/**
 * My invitations (邀请好友).
 */
export interface InviteInfo extends SchemaInviteInfo {}

/**
 * Customer service (客服).
 */
export interface Kefu extends SchemaKefu {}

export interface LedgerPage extends SchemaLedgerPage {}

export interface LikeState extends SchemaLikeState {}

/**
 * An inbox message (站内信).
 */
export interface Message extends SchemaMessage {}

export interface MessagePage extends SchemaMessagePage {}

export interface MessageSummary extends SchemaMessageSummary {}

export interface NotificationSettings extends SchemaNotificationSettings {}

export interface OrderPage extends SchemaOrderPage {}

export interface PayInfo extends SchemaPayInfo {}

/**
 * A square post (帖子).
 */
export interface Post extends SchemaPost {}

export interface PostPage extends SchemaPostPage {}

/**
 * The server's VAPID public key.
 */
export interface PushKey extends SchemaPushKey {}

export interface ReadHistoryPage extends SchemaReadHistoryPage {}

export interface ReadProgressMergeResult extends SchemaReadProgressMergeResult {}

/**
 * My reading settings, kept per account (阅读设置).
 */
export interface ReadingSettings extends SchemaReadingSettings {}

/**
 * A recharge package (充值套餐).
 */
export interface RechargePackage extends SchemaRechargePackage {}

/**
 * What a redeem code granted.
 */
export interface RedeemResult extends SchemaRedeemResult {}

export interface ReservationPage extends SchemaReservationPage {}

export interface SavedGameReview extends SchemaSavedGameReview {}

export interface SensitiveWordPage extends SchemaSensitiveWordPage {}

/**
 * What /user/device/init answers; becomes the SDK's serverConfig.
 */
export interface ServerConfig extends SchemaServerConfig {}

export interface SessionRevokeResult extends SchemaSessionRevokeResult {}

/**
 * One live session of my account (登录设备).
 */
export interface SignedInDevice extends SchemaSignedInDevice {}

export interface SmsSent extends SchemaSmsSent {}

export interface SubscriptionState extends SchemaSubscriptionState {}

/**
 * A square tag (标签).
 */
export interface Tag extends SchemaTag {}

/**
 * A task (任务).
 */
export interface Task extends SchemaTask {}

export interface TaskClaimResult extends SchemaTaskClaimResult {}

export interface UploadResult extends SchemaUploadResult {}

/**
 * The logged-in user's status from /user/center/me.
 */
export interface UserStatus extends SchemaUserStatus {}

export interface VipOpenResult extends SchemaVipOpenResult {}

/**
 * A membership tier (会员套餐), paid in X钻.
 */
export interface VipTier extends SchemaVipTier {}

/** The `data` of each player operation's successful answer, by operationId. */
export interface OperationAnswers {
  autoLogin: Account;
  bindPhone: UserStatus;
  blockUser: BlockState;
  cancelGameReservation: GameReservation;
  checkin: CheckinResult;
  claimGift: GiftPack;
  claimTask: TaskClaimResult;
  createComment: Comment;
  createPayOrder: PayInfo;
  createPost: Post;
  deleteGameReview: GameRating;
  deviceInit: ServerConfig;
  followUser: FollowState;
  getActivity: Activity;
  getAnnouncement: Announcement | null;
  getBook: BookDetail;
  getBookHome: BookHome;
  getBusinessInfo: Business;
  getChapterPages: ChapterPages;
  getCheckinInfo: CheckinInfo;
  getGame: GameDetail;
  getGameRating: GameRating;
  getHome: Home;
  getInviteInfo: InviteInfo;
  getKefu: Kefu;
  getMessage: Message;
  getMessageSummary: MessageSummary;
  getMyGameReview: GameReview | null;
  getNotificationSettings: NotificationSettings;
  getPost: Post;
  getPushKey: PushKey;
  getReadingSettings: ReadingSettings;
  getUserStatus: UserStatus;
  likeComment: LikeState;
  likePost: LikeState;
  listActivities: Activity[];
  listBlockedUsers: BlockedUserPage;
  listBooks: BookPage;
  listChapters: Chapter[];
  listCoinLedger: LedgerPage;
  listComments: CommentPage;
  listFaq: Faq[];
  listFollowingPosts: PostPage;
  listGameGifts: GiftPack[];
  listGameReviews: GameReviewPage;
  listGameTypes: GameType[];
  listGames: GamePage;
  listMessages: MessagePage;
  listMyComments: CommentPage;
  listMyGifts: GiftPack[];
  listMyPosts: PostPage;
  listMyReservations: ReservationPage;
  listOrders: OrderPage;
  listPosts: PostPage;
  listReadHistory: ReadHistoryPage;
  listRechargePackages: RechargePackage[];
  listReplies: CommentPage;
  listSensitiveWords: SensitiveWordPage;
  listSessions: SignedInDevice[];
  listSquareConfig: ConfigPage;
  listSubscriptions: BookPage;
  listTags: Tag[];
  listTasks: Task[];
  listVipTiers: VipTier[];
  login: Account;
  loginPhoneWithoutRegister: Account;
  loginWithPhone: Account;
  makeupCheckin: CheckinMakeupResult;
  markAllMessagesRead: MessageSummary;
  mergeReadProgress: ReadProgressMergeResult;
  openVip: VipOpenResult;
  redeemCode: RedeemResult;
  registerWithName: Account;
  requestAccountDeletion: AccountDeletion;
  reserveGame: GameReservation;
  revokeOtherSessions: SessionRevokeResult;
  revokeSession: SessionRevokeResult;
  saveGameReview: SavedGameReview;
  saveReadingSettings: ReadingSettings;
  sendSmsCode: SmsSent;
  subscribeBook: SubscriptionState;
  tokenLogin: Account;
  unblockUser: BlockState;
  unfollowUser: FollowState;
  unlikeComment: LikeState;
  unlikePost: LikeState;
  unlockChapter: ChapterUnlockResult;
  unsubscribeBook: SubscriptionState;
  unvoteReviewHelpful: HelpfulState;
  updateInfo: UserStatus;
  updateNotificationSetting: NotificationSettings;
  uploadAvatar: Avatar;
  uploadMedia: UploadResult;
  voteReviewHelpful: HelpfulState;
}
