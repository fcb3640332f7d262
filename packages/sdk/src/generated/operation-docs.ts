/**
 * Generated from openapi/portal.yaml by packages/sdk/scripts/gen-types.mjs. Do not edit by hand:
 * change the contract and run `pnpm --filter @portal/sdk gen`.
 */

/**
 * The contract's summary and description of each operation, by operationId. Only the comments are
 * used: each wrapper's type takes its operation's comment from here.
 */
export interface OperationDocs {
  /**
   * Add a screenshot (上传截图)
   *
   * An image (png, jpeg, webp), appended after the others.
   *
   * `POST /v1/admin/games/{id}/screenshots`
   */
  adminAddGameScreenshot: unknown;
  /**
   * Add codes to a pack (补充礼包码)
   *
   * Codes already in the pack are skipped; stock grows by the codes added.
   *
   * `POST /v1/admin/gift-packs/{id}/codes`
   */
  adminAddGiftCodes: unknown;
  /**
   * Add a sensitive word (新增敏感词)
   *
   * A word already listed answers 1004. New posts and comments are masked with it at once.
   *
   * `POST /v1/admin/sensitive-words`
   */
  adminAddSensitiveWord: unknown;
  /**
   * Audit log names (操作日志名称)
   *
   * The Chinese name of every admin write operation (from its summary) and of every target type (AuditTargetType), and the operators found in the log, for the log's filters.
   *
   * `GET /v1/admin/audit/names`
   */
  adminAuditNames: unknown;
  /**
   * Correct a balance (调账)
   *
   * A compensating ledger entry (kind correction) of a signed amount with a reason; never an edit of an entry. A debit larger than the balance answers 1001. admin and operator only.
   *
   * `POST /v1/admin/corrections`
   */
  adminCorrectBalance: unknown;
  /**
   * Add an activity (新增活动)
   *
   * HTML content is sanitized when stored; endTime after startTime.
   *
   * `POST /v1/admin/activities`
   */
  adminCreateActivity: unknown;
  /**
   * Write an announcement (新建公告)
   *
   * A draft, or published at once with publish true.
   *
   * `POST /v1/admin/announcements`
   */
  adminCreateAnnouncement: unknown;
  /**
   * Add a banner (新增轮播图)
   *
   * `POST /v1/admin/banners`
   */
  adminCreateBanner: unknown;
  /**
   * Add a book (新增漫画)
   *
   * `POST /v1/admin/books`
   */
  adminCreateBook: unknown;
  /**
   * Add a chapter (新增章节)
   *
   * Appended as the book's newest chapter; pages are uploaded after, in order.
   *
   * `POST /v1/admin/books/{id}/chapters`
   */
  adminCreateChapter: unknown;
  /**
   * Add a question (新增问题)
   *
   * `POST /v1/admin/faq`
   */
  adminCreateFaq: unknown;
  /**
   * Add a game (新增游戏)
   *
   * onlineType 0 is free (buyAmount 0), 1 paid with buyAmount X钻. Packages and screenshots are uploaded after. Shows in the app at once.
   *
   * `POST /v1/admin/games`
   */
  adminCreateGame: unknown;
  /**
   * Add a gift pack (新增礼包)
   *
   * With its codes (stock = number of codes); duplicate codes in the list answer 400.
   *
   * `POST /v1/admin/gift-packs`
   */
  adminCreateGiftPack: unknown;
  /**
   * Create an operator (新建运营账号)
   *
   * Name taken answers 1004. The password is hashed like players'.
   *
   * `POST /v1/admin/operators`
   */
  adminCreateOperator: unknown;
  /**
   * Make a batch of redeem codes (生成兑换码)
   *
   * count random codes (or one chosen code), each redeemable by maxUses players once each until expiresAt, for a gift pack (packId: each redemption takes one of its codes) or X钻 (coins). Exactly one of packId and coins; an unknown pack answers 404, a chosen code that exists 1005.
   *
   * `POST /v1/admin/redeem-codes`
   */
  adminCreateRedeemCodes: unknown;
  /**
   * Dashboard figures (数据看板)
   *
   * Per Asia/Shanghai day of the range (default the last 7 days, at most 92): active players, new players, X钻 sold (credited by recharges), spent (gross) and refunded (given back by refunds of purchases), downloads; totals; the 10 most downloaded games and most read books of the range.
   *
   * `GET /v1/admin/dashboard`
   */
  adminDashboard: unknown;
  /**
   * Remove an activity (删除活动)
   *
   * `DELETE /v1/admin/activities/{id}`
   */
  adminDeleteActivity: unknown;
  /**
   * Remove a banner (删除轮播图)
   *
   * `DELETE /v1/admin/banners/{id}`
   */
  adminDeleteBanner: unknown;
  /**
   * Remove a book (删除漫画)
   *
   * With its chapters, pages, read history and subscriptions.
   *
   * `DELETE /v1/admin/books/{id}`
   */
  adminDeleteBook: unknown;
  /**
   * Remove a chapter (删除章节)
   *
   * The chapters after it move up one place.
   *
   * `DELETE /v1/admin/chapters/{id}`
   */
  adminDeleteChapter: unknown;
  /**
   * Remove a page (删除章节图片)
   *
   * `DELETE /v1/admin/chapters/{id}/pages/{pageId}`
   */
  adminDeleteChapterPage: unknown;
  /**
   * Delete a comment (删除评论)
   *
   * A top-level comment goes with its replies.
   *
   * `DELETE /v1/admin/comments/{id}`
   */
  adminDeleteComment: unknown;
  /**
   * Remove a question (删除问题)
   *
   * `DELETE /v1/admin/faq/{id}`
   */
  adminDeleteFaq: unknown;
  /**
   * Remove a game (删除游戏)
   *
   * A game someone bought answers 1043 (已有购买记录).
   *
   * `DELETE /v1/admin/games/{id}`
   */
  adminDeleteGame: unknown;
  /**
   * Remove a screenshot (删除截图)
   *
   * `DELETE /v1/admin/games/{id}/screenshots/{screenshotId}`
   */
  adminDeleteGameScreenshot: unknown;
  /**
   * Remove a gift pack (删除礼包)
   *
   * A pack with claimed codes answers 1043.
   *
   * `DELETE /v1/admin/gift-packs/{id}`
   */
  adminDeleteGiftPack: unknown;
  /**
   * Delete a post (删除帖子)
   *
   * With its comments and likes; the audit row keeps its text.
   *
   * `DELETE /v1/admin/posts/{id}`
   */
  adminDeletePost: unknown;
  /**
   * Remove a sensitive word (删除敏感词)
   *
   * `DELETE /v1/admin/sensitive-words/{id}`
   */
  adminDeleteSensitiveWord: unknown;
  /**
   * Stop a redeem code (停用兑换码)
   *
   * It expires now: later redemptions answer 兑换码已过期; past ones stay. An unknown code answers 404.
   *
   * `POST /v1/admin/redeem-codes/{code}/disable`
   */
  adminDisableRedeemCode: unknown;
  /**
   * Edit an announcement (编辑公告 = 新版本)
   *
   * Never changes the stored text: writes a new version (version + 1, same seriesId) that takes the old one's place; a published announcement stays published with the new text. Editing a version that is not the newest answers 1045.
   *
   * `PUT /v1/admin/announcements/{id}`
   */
  adminEditAnnouncement: unknown;
  /**
   * A book (漫画详情)
   *
   * `GET /v1/admin/books/{id}`
   */
  adminGetBook: unknown;
  /**
   * A game (游戏详情)
   *
   * `GET /v1/admin/games/{id}`
   */
  adminGetGame: unknown;
  /**
   * A game's release plan and reservations (预约与上线)
   *
   * `GET /v1/admin/games/{id}/release`
   */
  adminGetGameRelease: unknown;
  /**
   * A player (用户详情)
   *
   * With balance and restrictions in force.
   *
   * `GET /v1/admin/users/{uid}`
   */
  adminGetUser: unknown;
  /**
   * Grant make-up cards (发放补签卡)
   *
   * Customer service: adds 1-10 make-up cards (补签卡) to a player, with a reason kept in the audit log. The monthly limit on using them (1031) is unchanged. An unknown uid answers 404.
   *
   * `POST /v1/admin/users/{uid}/makeup-cards`
   */
  adminGrantMakeupCards: unknown;
  /**
   * Hide a comment (隐藏评论)
   *
   * `POST /v1/admin/comments/{id}/hide`
   */
  adminHideComment: unknown;
  /**
   * Hide a post (隐藏帖子)
   *
   * Leaves every list and its page answers 404 to everyone but its author.
   *
   * `POST /v1/admin/posts/{id}/hide`
   */
  adminHidePost: unknown;
  /**
   * Lift a mute or ban (解除禁言 / 封禁)
   *
   * `POST /v1/admin/users/{uid}/unrestrict`
   */
  adminLiftRestriction: unknown;
  /**
   * Accounts waiting for deletion (待注销账号)
   *
   * Read-only: every pending account deletion, the soonest purge first. No call shortens the 7-day cooling-off; the owner cancels it by logging in before purgeTime.
   *
   * `GET /v1/admin/account-deletions`
   */
  adminListAccountDeletions: unknown;
  /**
   * Activities (活动)
   *
   * `GET /v1/admin/activities`
   */
  adminListActivities: unknown;
  /**
   * Versions of an announcement (历史版本)
   *
   * Every version of the announcement's series, newest first.
   *
   * `GET /v1/admin/announcements/{id}/versions`
   */
  adminListAnnouncementVersions: unknown;
  /**
   * Announcements (公告)
   *
   * The newest version of each announcement, newest first.
   *
   * `GET /v1/admin/announcements`
   */
  adminListAnnouncements: unknown;
  /**
   * Audit log (操作日志)
   *
   * Every console write, newest first: who, what (the operationId, with its Chinese name), target, before and after, when. There is no call that changes or removes an entry. An operator made from the command line (admin:create) is in it too: action adminCreateOperator by operator 0 named 命令行.
   *
   * `GET /v1/admin/audit`
   */
  adminListAudit: unknown;
  /**
   * Banners (轮播图)
   *
   * Home (home) and comics home (book) banners, by position then sort.
   *
   * `GET /v1/admin/banners`
   */
  adminListBanners: unknown;
  /**
   * Comic books (漫画列表)
   *
   * Newest first.
   *
   * `GET /v1/admin/books`
   */
  adminListBooks: unknown;
  /**
   * A book's chapters (章节列表)
   *
   * In reading order, each with its pages.
   *
   * `GET /v1/admin/books/{id}/chapters`
   */
  adminListChapters: unknown;
  /**
   * FAQ (常见问题)
   *
   * `GET /v1/admin/faq`
   */
  adminListFaq: unknown;
  /**
   * Game types for the game form (游戏分类)
   *
   * `GET /v1/admin/game/types`
   */
  adminListGameTypes: unknown;
  /**
   * Games (游戏列表)
   *
   * Newest first.
   *
   * `GET /v1/admin/games`
   */
  adminListGames: unknown;
  /**
   * Gift packs (礼包)
   *
   * `GET /v1/admin/gift-packs`
   */
  adminListGiftPacks: unknown;
  /**
   * Operator accounts (运营账号列表)
   *
   * `GET /v1/admin/operators`
   */
  adminListOperators: unknown;
  /**
   * Redeem codes (兑换码)
   *
   * Newest first, with their use count, limit and expiry; a pack's codes with packId.
   *
   * `GET /v1/admin/redeem-codes`
   */
  adminListRedeemCodes: unknown;
  /**
   * Report review queue (举报审核)
   *
   * Posts, comments and users with pending reports, most distinct reporters first: the reasons with their counts, the reporters' words, the reported content, and whether it is hidden now (a post or comment is hidden once enough distinct users reported it, until reviewed).
   *
   * `GET /v1/admin/reports`
   */
  adminListReports: unknown;
  /**
   * Sensitive words (敏感词)
   *
   * `GET /v1/admin/sensitive-words`
   */
  adminListSensitiveWords: unknown;
  /**
   * Operator login (运营后台登录)
   *
   * A player's UG-Token never works on the admin family; operators log in here and send `Authorization: Bearer <token>`, or, with `credential: cookie`, let the browser carry the HttpOnly `portal_admin` cookie (securitySchemes.adminCookie). The token lives 12 hours. Wrong name or password (or a disabled operator) answers 1002. Five wrong passwords in a row for one operator, from any addresses, lock the account for 15 minutes, twice as long at each further five (at most 24 hours): while locked every login of it, the right password too, answers 1046 with the time it opens again, and a wrong password no longer counts. An admin lifts a lock with adminUpdateOperator `unlock: true`; each lock and unlock is in the audit log. Beside this, one address may try 10 logins a minute (429).
   *
   * `POST /v1/admin/login`
   */
  adminLogin: unknown;
  /**
   * Operator logout (退出登录)
   *
   * Revokes the token of the call and clears the `portal_admin` cookie.
   *
   * `POST /v1/admin/logout`
   */
  adminLogout: unknown;
  /**
   * The operator of the token (当前运营账号)
   *
   * `GET /v1/admin/me`
   */
  adminMe: unknown;
  /**
   * Preview an operators' message and count its recipients (预览群发)
   *
   * Sends nothing and writes nothing; the same input to adminSendBroadcast reaches these recipients.
   *
   * `POST /v1/admin/broadcast/preview`
   */
  adminPreviewBroadcast: unknown;
  /**
   * What refunding a recharge would do (充值退款预览)
   *
   * Read-only, for the confirm dialog: the money that would go back, the X钻 that would be taken back, the player's balance before and after, and whether it may be refunded now (refundable) or why not (refusal, the same sentence adminRefundRecharge would answer). An unknown order answers 404.
   *
   * `GET /v1/admin/orders/{orderNo}/refund`
   */
  adminPreviewRechargeRefund: unknown;
  /**
   * Publish (发布公告)
   *
   * Shows in the app at once.
   *
   * `POST /v1/admin/announcements/{id}/publish`
   */
  adminPublishAnnouncement: unknown;
  /**
   * Reconciliation report (对账)
   *
   * For the days given (default today, Asia/Shanghai): paid orders against X钻 credited, X钻 spent against purchases, refunds and corrections against their ledger entries, and every balance against its ledger sum; each difference is listed and clean is false.
   *
   * `GET /v1/admin/reconciliation`
   */
  adminReconciliation: unknown;
  /**
   * Refund a game purchase (游戏购买退款)
   *
   * Credits what the purchase cost as a new ledger entry (kind refund) and marks the purchase refunded (the game is no longer owned), in one transaction. Already refunded answers 1042. admin and operator only. A retry with the same Idempotency-Key answers the first result.
   *
   * `POST /v1/admin/refunds`
   */
  adminRefundPurchase: unknown;
  /**
   * Refund a recharge (充值退款)
   *
   * Gives a paid recharge order's whole price back through the payment provider that took it (the
   * sandbox, or Alipay's alipay.trade.refund) and takes the order's X钻 (bonus included) back from the
   * player's balance as a ledger entry of kind refund (negative, ref `recharge:<orderNo>:<attempt>`).
   *
   * Already spent: a recharge is refunded whole or not at all. When the balance is below the order's
   * X钻 (the player spent part of them) the refund is refused with 1001 and a sentence naming the balance
   * and the X钻 to take back; nothing moves. A partial refund would have to price X钻 that came with a
   * bonus, and would let a player spend the X钻 and still get the money; an exception is made by hand
   * with adminCorrectBalance. adminPreviewRechargeRefund shows the same verdict before the operator
   * confirms.
   *
   * Order of the steps, so that no failure loses money: (1) one transaction takes the order (its refund
   * row, once per order), debits the X钻 and writes the audit row; a balance too low refuses here. (2)
   * The provider is asked to refund, with a request number fixed per order, which the provider treats
   * as one refund however often it is sent. (3) One transaction marks the refund done. If the provider
   * refuses (it answered, and no money moved), the X钻 are credited back in one transaction (kind
   * refund, ref `recharge-back:<orderNo>:<attempt>`), the refund is `failed` with the provider's reason
   * and this call answers 1 with it; it may be tried again. If the provider cannot be reached or its
   * answer is unknown, the refund stays `pending` with the X钻 held (never spendable meanwhile) and this
   * call answers 1 saying so; calling again (any key) asks the provider again with the same request
   * number and finishes it. Money never leaves before the X钻 are taken, and X钻 are given back only on a
   * refusal the provider stated.
   *
   * Once: a refunded order answers 1042; concurrent calls on one order queue on its row. A retry with
   * the same Idempotency-Key answers the first result. Only paid orders (1 otherwise), and only while
   * the order's provider is the configured one (1 otherwise). admin and operator only.
   *
   *
   * `POST /v1/admin/orders/{orderNo}/refund`
   */
  adminRefundRecharge: unknown;
  /**
   * Release an upcoming game now (立即上线)
   *
   * The game becomes downloadable and every player who reserved it gets one inbox message (and a push
   * where they chose it), once: the release claims the game and queues their notification in one
   * transaction, so a second release (or the scheduled one at the same moment) finds nothing to do,
   * and the notification is delivered within moments of the answer. A game that is not upcoming
   * answers 1.
   *
   *
   * `POST /v1/admin/games/{id}/release`
   */
  adminReleaseGame: unknown;
  /**
   * Reorder pages (调整页序)
   *
   * pageIds must name every page of the chapter exactly once, in the new order.
   *
   * `PUT /v1/admin/chapters/{id}/pages/order`
   */
  adminReorderChapterPages: unknown;
  /**
   * Decide on a reported target (处理举报)
   *
   * Resolves every pending report of the target. upheld (维持处理) keeps a post or comment hidden for good, or deletes it with remove; dismissed (驳回) shows it again and later reports count from zero. A target without pending reports answers 404.
   *
   * `POST /v1/admin/reports/{targetType}/{targetId}/resolve`
   */
  adminResolveReports: unknown;
  /**
   * Mute or ban a player (禁言 / 封禁)
   *
   * mute: no posts or comments (1040 禁言 with the reason and end); ban: no login and every session ends (1041 封禁 with the reason and end). A new restriction of the same kind replaces the one in force.
   *
   * `POST /v1/admin/users/{uid}/restrict`
   */
  adminRestrictUser: unknown;
  /**
   * Search comments (评论搜索)
   *
   * By post, text and/or author, newest first.
   *
   * `GET /v1/admin/comments`
   */
  adminSearchComments: unknown;
  /**
   * Search recharge orders (订单查询)
   *
   * By order number, player, status and creation day, newest first.
   *
   * `GET /v1/admin/orders`
   */
  adminSearchOrders: unknown;
  /**
   * Search posts (帖子搜索)
   *
   * By text and/or author, newest first, hidden ones included (hidden filters).
   *
   * `GET /v1/admin/posts`
   */
  adminSearchPosts: unknown;
  /**
   * Search players (用户搜索)
   *
   * By uid, name or phone (exact uid or phone, name contains).
   *
   * `GET /v1/admin/users`
   */
  adminSearchUsers: unknown;
  /**
   * Send an operators' message to everyone, to members or to a game's owners (发送群发)
   *
   * Recorded in the audit log (target `broadcast`), then delivered by the job queue: each recipient gets
   * one inbox row of kind `system` (those who turned system notifications off get none). Answers the
   * recipient count at the moment of sending.
   *
   *
   * `POST /v1/admin/broadcast/send`
   */
  adminSendBroadcast: unknown;
  /**
   * List a game as upcoming or downloadable (设置预约上线)
   *
   * `upcoming: true` lists the game as upcoming (players reserve it; downloads answer 1060) with an
   * optional release time, at which the server releases it by itself (checked every minute). `upcoming:
   * false` makes it downloadable without notifying anyone; to notify the players who reserved, release
   * it (`adminReleaseGame`).
   *
   *
   * `PUT /v1/admin/games/{id}/release`
   */
  adminSetGameRelease: unknown;
  /**
   * Show a hidden comment again (恢复评论)
   *
   * `POST /v1/admin/comments/{id}/unhide`
   */
  adminUnhideComment: unknown;
  /**
   * Show a hidden post again (恢复帖子)
   *
   * `POST /v1/admin/posts/{id}/unhide`
   */
  adminUnhidePost: unknown;
  /**
   * Unpublish (下线公告)
   *
   * Leaves the app at once; kept for the record.
   *
   * `POST /v1/admin/announcements/{id}/unpublish`
   */
  adminUnpublishAnnouncement: unknown;
  /**
   * Change an activity (修改活动)
   *
   * `PUT /v1/admin/activities/{id}`
   */
  adminUpdateActivity: unknown;
  /**
   * Change a banner (修改轮播图)
   *
   * `PUT /v1/admin/banners/{id}`
   */
  adminUpdateBanner: unknown;
  /**
   * Change a book (修改漫画)
   *
   * `PUT /v1/admin/books/{id}`
   */
  adminUpdateBook: unknown;
  /**
   * Change a chapter (修改章节)
   *
   * `PUT /v1/admin/chapters/{id}`
   */
  adminUpdateChapter: unknown;
  /**
   * Change a question (修改问题)
   *
   * `PUT /v1/admin/faq/{id}`
   */
  adminUpdateFaq: unknown;
  /**
   * Change a game (修改游戏)
   *
   * Fields, free or paid and price. A purchase already made keeps what it cost.
   *
   * `PUT /v1/admin/games/{id}`
   */
  adminUpdateGame: unknown;
  /**
   * Change a gift pack (修改礼包)
   *
   * `PUT /v1/admin/gift-packs/{id}`
   */
  adminUpdateGiftPack: unknown;
  /**
   * Change an operator (修改运营账号)
   *
   * Role, password, disabled, or unlock (lifts a lock after repeated wrong passwords). Disabling or demoting the last active admin, or oneself, answers 1044. A new password or disabling revokes their tokens.
   *
   * `PUT /v1/admin/operators/{id}`
   */
  adminUpdateOperator: unknown;
  /**
   * Upload a page (上传章节图片)
   *
   * An image appended as the chapter's last page (upload pages one by one, in reading order). The first page becomes the chapter's cover when it has none.
   *
   * `POST /v1/admin/chapters/{id}/pages`
   */
  adminUploadChapterPage: unknown;
  /**
   * Upload a game package (上传安装包)
   *
   * platformType 1 Android (.apk), 2 iOS (.ipa), up to 50 MB; replaces the platform's package. The download call hands it out from then on.
   *
   * `POST /v1/admin/games/{id}/package`
   */
  adminUploadGamePackage: unknown;
  /**
   * Upload a picture (上传图片)
   *
   * png, jpeg, webp or gif up to 5 MB; answers its address and pixel size for icons, covers, banners and activity pictures.
   *
   * `POST /v1/admin/upload`
   */
  adminUploadImage: unknown;
  /**
   * A player's X钻 ledger (X钻流水)
   *
   * Newest first; refunds and corrections are entries of their own.
   *
   * `GET /v1/admin/users/{uid}/ledger`
   */
  adminUserLedger: unknown;
  /**
   * A player's game purchases (购买记录)
   *
   * `GET /v1/admin/users/{uid}/purchases`
   */
  adminUserPurchases: unknown;
  /**
   * Start-up initialisation (启动初始化)
   *
   * Made at start-up with the channel and invite code from the address. Code 0 is success; any other code is only logged by the client.
   *
   * `POST /user/init`
   */
  appInit: unknown;
  /**
   * Log in as the account bound to this device (一键登录)
   *
   * Creates a guest-style account bound to the device on first use (newAccount 1, needBind 1).
   *
   * `POST /user/autoLogin`
   */
  autoLogin: unknown;
  /**
   * Bind a phone to my account (绑定手机)
   *
   * A phone bound to another account answers 1009.
   *
   * `POST /user/bind`
   */
  bindPhone: unknown;
  /**
   * Block a user (拉黑)
   *
   * Idempotent. Follows between us go both ways. Then their posts and comments are left out of my
   * lists and post pages (their post page answers 1022), they cannot comment on my posts, reply to my
   * comments or follow me (1021, 对方已将你拉黑…), and I cannot follow them until I unblock (1022).
   * Blocking oneself answers 400.
   *
   *
   * `POST /v1/user/block/{id}`
   */
  blockUser: unknown;
  /**
   * Cancel my reservation of a game (取消预约)
   *
   * Idempotent; cancelling a reservation I do not have changes nothing.
   *
   * `POST /user/game/reserve/cancel`
   */
  cancelGameReservation: unknown;
  /**
   * Check in today (签到)
   *
   * Once per Asia/Shanghai day (1005 今日已签到 otherwise). The reward grows with the streak, see CheckinInfo.rewards.
   *
   * `POST /user/checkin/sign`
   */
  checkin: unknown;
  /**
   * Claim a gift pack code (领取礼包)
   *
   * One code per user and pack; a second claim answers 1005, an empty pack 1006.
   *
   * `POST /user/gift/claim`
   */
  claimGift: unknown;
  /**
   * Claim a finished task's reward (领取任务奖励)
   *
   * Only a task in status done can be claimed; claimed answers 1005, doing answers 1.
   *
   * `POST /user/task/claim`
   */
  claimTask: unknown;
  /**
   * Clear recent searches (清空 / 删除一条)
   *
   * Without `keyword` the whole history goes (清空); with it, only that keyword. Trending counts stay.
   *
   * `DELETE /v1/square/search/history`
   */
  clearSearchHistory: unknown;
  /**
   * Comment on a post or reply to a comment (评论 / 回复)
   *
   * Answers 1021 (对方已将你拉黑，无法评论 / 无法回复) when the post's author, or the author of the
   * comment replied to, has blocked me; 1022 when I blocked them.
   *
   *
   * `POST /v1/square/post/{id}/comment`
   */
  createComment: unknown;
  /**
   * Create a recharge order and its pay address (创建充值订单)
   *
   * The order starts `pending`; the payment provider's notice marks it `paid` and credits the X钻. `payUrl` is where the user pays. The built-in sandbox provider's page is `/pay/sandbox/{orderNo}?token=…` (the token is the order's capability; the page refuses without it); with Alipay it is the signed alipay.trade.wap.pay gateway address.
   *
   * `POST /order/payInfo`
   */
  createPayOrder: unknown;
  /**
   * Publish a post (发布帖子)
   *
   * Content is checked against the sensitive-word list. Images, the video and its thumbnail must be addresses
   * this account's own upload call (uploadMedia) answered, exactly as answered (a picture for images and the
   * thumbnail, a video for the video): anything else answers 400 `参数错误：images 只能使用你本人上传的图片返回的地址`.
   * The post keeps the pixel sizes and the length the upload measured.
   *
   *
   * `POST /v1/square/post`
   */
  createPost: unknown;
  /**
   * Delete own comment (删除评论)
   *
   * Only the author may delete; others get 403. Replies to it are deleted with it.
   *
   * `DELETE /v1/square/comment/{id}`
   */
  deleteComment: unknown;
  /**
   * Delete my review (删除评价)
   *
   * Deletes my review with its 有用 votes and answers the rating summary after it. Without a review it answers 404 (你还没有评价这款游戏).
   *
   * `DELETE /v1/games/{id}/reviews/mine`
   */
  deleteGameReview: unknown;
  /**
   * Delete own post (删除帖子)
   *
   * Only the author may delete; others get 403.
   *
   * `DELETE /v1/square/post/{id}`
   */
  deletePost: unknown;
  /**
   * Device initialisation (设备初始化)
   *
   * First call of the SDK; its `data` becomes the server config. Failure or empty data means SDK初始化失败.
   *
   * `POST /user/device/init`
   */
  deviceInit: unknown;
  /**
   * 今日不再显示 for my account
   *
   * Records that I ticked 今日不再显示 on this announcement `id` at this `version`, today (Asia/Shanghai
   * day). `/web/announcement` then answers it with `dismissed: true` to me on any device until the day
   * ends or the announcement changes (its `version` with it). The SDK also keeps the choice on the
   * device (guests included) and sends a guest's choice of today after a login, so an unchanged
   * announcement ticked as a guest stays hidden across the login. A version that is no longer the
   * announcement's answers 1011 (it changed: show it again).
   *
   *
   * `POST /user/announcement/dismiss`
   */
  dismissAnnouncement: unknown;
  /**
   * Get a game's download address, buying it when needed (下载游戏)
   *
   * Free games (onlineType 0) answer the URL to anyone. A paid game answers 1007 to a guest; a
   * logged-in user pays buyAmount X钻 once (1001 when the balance is too low), later downloads are
   * free (`bought`). Members (levelType >= 1) are not charged. The answer is the URL string; the
   * client only follows it when it starts with http.
   *
   *
   * `POST /user/game/download/{id}`
   */
  downloadGame: unknown;
  /**
   * Follow a user (关注)
   *
   * Following oneself answers 400. 1021 (对方已将你拉黑，无法关注) when the user blocked me; 1022 when I
   * blocked them.
   *
   *
   * `POST /v1/user/follow/{id}`
   */
  followUser: unknown;
  /**
   * One activity (活动详情)
   *
   * `POST /web/activity/detail`
   */
  getActivity: unknown;
  /**
   * Latest announcement (公告)
   *
   * `data` is null when there is none.
   *
   * `POST /web/announcement`
   */
  getAnnouncement: unknown;
  /**
   * Book detail (漫画详情)
   *
   * `POST /web/book/info`
   */
  getBook: unknown;
  /**
   * Comics tab home (漫画首页)
   *
   * `POST /web/book/home`
   */
  getBookHome: unknown;
  /**
   * Business cooperation contact (商务合作)
   *
   * `POST /web/business/info`
   */
  getBusinessInfo: unknown;
  /**
   * A chapter's page images (章节阅读)
   *
   * `POST /web/book/chapter`
   */
  getChapterPages: unknown;
  /**
   * My check-in calendar (签到日历)
   *
   * Month defaults to the current Asia/Shanghai month.
   *
   * `POST /user/checkin/info`
   */
  getCheckinInfo: unknown;
  /**
   * Game detail (游戏详情)
   *
   * `POST /web/game/detail`
   */
  getGame: unknown;
  /**
   * A game's rating summary (评分)
   *
   * The average (one decimal), the number of ratings and the five-bar distribution. The average is null
   * while fewer than `minimumCount` (5) players rated the game: clients show 评分人数不足 instead of a
   * score that two or three ratings would swing (as TapTap hides a score until enough players rated).
   * Counted from the reviews every player may see: reviews the moderators hid (after reports, or with
   * their reports upheld) leave the count, the average and the bars until a dismissal shows them again.
   * Exact at every moment: it is counted from the reviews themselves in the reading transaction, so
   * concurrent reviews, edits and deletions never leave it off. An unknown game answers 404 (游戏不存在).
   *
   *
   * `GET /v1/games/{id}/rating`
   */
  getGameRating: unknown;
  /**
   * Home screen (首页)
   *
   * `POST /web/home`
   */
  getHome: unknown;
  /**
   * My invite code and rewards (邀请好友)
   *
   * `POST /user/invite/info`
   */
  getInviteInfo: unknown;
  /**
   * Customer service contact (客服)
   *
   * `POST /user/kefu`
   */
  getKefu: unknown;
  /**
   * One message, marking it read (消息详情)
   *
   * `POST /user/center/message/detail`
   */
  getMessage: unknown;
  /**
   * Inbox summary (消息概要)
   *
   * `POST /user/message`
   */
  getMessageSummary: unknown;
  /**
   * My review of a game (我的评价)
   *
   * My review, also while hidden by the moderators (`hidden` true); `data` null when I have not reviewed the game. An unknown game answers 404.
   *
   * `GET /v1/games/{id}/reviews/mine`
   */
  getMyGameReview: unknown;
  /**
   * My notification settings, one per kind (通知设置)
   *
   * Every kind with my mode, or its default when I never changed it. Defaults: chapter, reply,
   * game_released and order `push` (站内和推送); like, follow and system `inbox` (仅站内). Push is sent
   * only to devices that subscribed to it; without one, `push` is the inbox alone.
   *
   *
   * `POST /user/notification/settings`
   */
  getNotificationSettings: unknown;
  /**
   * Post detail (帖子详情)
   *
   * A post hidden after reports answers 1023 (该内容因多人举报正在审核中) to all but its author while it
   * waits for review; one the moderators removed (hidden by an operator, or its reports upheld) answers
   * 1024 (该内容已被管理员删除). A post by a user I blocked answers 1022.
   *
   *
   * `GET /v1/square/post/{id}`
   */
  getPost: unknown;
  /**
   * The server's Web Push key (推送公钥)
   *
   * The VAPID public key (base64url, uncompressed P-256 point) a browser subscribes with
   * (`PushManager.subscribe({ applicationServerKey })`). Generated once per database, or set by the
   * server's configuration (`VAPID_PUBLIC_KEY` / `VAPID_PRIVATE_KEY`); it changes only when an operator
   * changes it, and then every device subscribes again.
   *
   *
   * `POST /user/push/key`
   */
  getPushKey: unknown;
  /**
   * My reading settings (阅读设置)
   *
   * Kept per account on the server, so every device reads the same. `autoUnlock` is off until set.
   *
   * `POST /user/book/settings`
   */
  getReadingSettings: unknown;
  /**
   * My status (用户状态)
   *
   * X钻 balance, membership and profile of the logged-in user; `uid` must be the session's.
   *
   * `POST /user/center/me`
   */
  getUserStatus: unknown;
  /**
   * Like a comment (评论点赞)
   *
   * `POST /v1/square/comment/{id}/like`
   */
  likeComment: unknown;
  /**
   * Like a post (点赞)
   *
   * Idempotent; liking twice keeps one like.
   *
   * `POST /v1/square/post/{id}/like`
   */
  likePost: unknown;
  /**
   * Activities (活动中心)
   *
   * Ongoing first, then upcoming, then ended; status is computed from the time window.
   *
   * `POST /web/activity/list`
   */
  listActivities: unknown;
  /**
   * My blocked users (黑名单)
   *
   * Newest block first.
   *
   * `GET /v1/user/blocks`
   */
  listBlockedUsers: unknown;
  /**
   * Page of books (漫画列表)
   *
   * `POST /web/book/list`
   */
  listBooks: unknown;
  /**
   * A book's chapters (目录)
   *
   * `POST /web/book/chapters`
   */
  listChapters: unknown;
  /**
   * My X钻 ledger (X钻明细)
   *
   * Newest first. Every change of the balance is one entry; `balanceAfter` is the balance after it.
   *
   * `POST /user/center/coin/all`
   */
  listCoinLedger: unknown;
  /**
   * Top-level comments of a post (评论列表)
   *
   * Each comment carries up to 3 of its replies as a preview.
   *
   * `GET /v1/square/post/{postId}/comment/list`
   */
  listComments: unknown;
  /**
   * Frequently asked questions (常见问题)
   *
   * `POST /web/faq/list`
   */
  listFaq: unknown;
  /**
   * Posts of the users I follow (关注动态)
   *
   * Newest first.
   *
   * `GET /v1/square/post/follow`
   */
  listFollowingPosts: unknown;
  /**
   * Gift packs of a game (游戏礼包)
   *
   * For a logged-in user each pack says whether it was claimed and carries the code.
   *
   * `POST /web/game/detail/giftlist`
   */
  listGameGifts: unknown;
  /**
   * Page of a game's reviews (游戏评价列表)
   *
   * `hot` (最热): most 有用 votes first, then newest; `new` (最新): newest first. Keyset paging as the
   * square's lists: send the page's `nextCursor` back as `cursor` (a cursor of the other sort answers 400).
   * For a logged-in player their own review comes first on the first page (also while hidden, with
   * `hidden` true; then only they see it) and is not repeated further down. Reviews by users I blocked and
   * reviews the moderators hid are left out; `total` counts what I may see. An unknown game answers 404.
   *
   *
   * `GET /v1/games/{id}/reviews`
   */
  listGameReviews: unknown;
  /**
   * Game types for the tabs (游戏分类)
   *
   * `POST /web/game/types`
   */
  listGameTypes: unknown;
  /**
   * Page of games (游戏列表)
   *
   * Most downloaded first.
   *
   * `POST /web/game/list`
   */
  listGames: unknown;
  /**
   * My messages (消息列表)
   *
   * Newest first, with the total count (of the tab asked for) and the unread counts of every tab.
   *
   * `POST /user/center/message/all`
   */
  listMessages: unknown;
  /**
   * My comments (评论历史)
   *
   * Newest first unless sort=1 asks otherwise. Each comment carries `post`, the post it belongs to.
   *
   * `GET /v1/square/comment/me`
   */
  listMyComments: unknown;
  /**
   * My claimed gift codes (我的礼包)
   *
   * Most recently claimed first; every pack carries `code`, `claimTime` and `gameName`.
   *
   * `POST /user/gift/mine`
   */
  listMyGifts: unknown;
  /**
   * My posts (我的帖子)
   *
   * The web app asks with sort=2 (newest first).
   *
   * `GET /v1/square/post/me`
   */
  listMyPosts: unknown;
  /**
   * My reserved games (我的预约)
   *
   * Newest reservation first, paged by cursor; released games stay in the list (upcoming false).
   *
   * `POST /user/game/reservations`
   */
  listMyReservations: unknown;
  /**
   * My recharge orders (充值订单)
   *
   * Newest first.
   *
   * `POST /user/center/coin/order`
   */
  listOrders: unknown;
  /**
   * Page of square posts (帖子列表)
   *
   * `GET /v1/square/post/list`
   */
  listPosts: unknown;
  /**
   * My read history (阅读历史)
   *
   * One entry per book, most recently read first.
   *
   * `POST /user/book/history`
   */
  listReadHistory: unknown;
  /**
   * Recharge packages (充值套餐)
   *
   * `POST /order/packages`
   */
  listRechargePackages: unknown;
  /**
   * Replies to a comment (回复列表)
   *
   * Oldest first.
   *
   * `GET /v1/square/post/{postId}/comment/{commentId}/list`
   */
  listReplies: unknown;
  /**
   * My recent searches (最近搜索)
   *
   * The signed-in user's recent square searches, newest first, each keyword once, at most 20.
   * A guest's history is kept on the device by the SDK (storage key `square-search-history`), never sent.
   *
   *
   * `GET /v1/square/search/history`
   */
  listSearchHistory: unknown;
  /**
   * Sensitive words (敏感词)
   *
   * The web app asks with pageSize 99 and reads `records`.
   *
   * `GET /v1/square/sensitiveword/list`
   */
  listSensitiveWords: unknown;
  /**
   * My signed-in devices (登录设备)
   *
   * Live sessions of my account, this one first, then by last activity. The device name is read from
   * the user agent the session logged in with (e.g. iPhone · Safari); last activity moves at most every
   * 5 minutes.
   *
   *
   * `POST /user/session/list`
   */
  listSessions: unknown;
  /**
   * Square configuration (广场配置)
   *
   * The web app asks with pageSize 99.
   *
   * `GET /v1/square/config/list`
   */
  listSquareConfig: unknown;
  /**
   * My subscribed books (我的订阅)
   *
   * Most recently updated first.
   *
   * `POST /user/book/subscriptions`
   */
  listSubscriptions: unknown;
  /**
   * Square tags (广场标签)
   *
   * All tags, in display order. Clients fetch once and cache; on failure they show an empty list.
   *
   * `GET /v1/square/tag/list`
   */
  listTags: unknown;
  /**
   * Tasks with my progress (任务列表)
   *
   * A guest sees every task at progress 0, status doing. Daily tasks reset at midnight Asia/Shanghai.
   *
   * `POST /user/task/list`
   */
  listTasks: unknown;
  /**
   * Trending searches (热门搜索)
   *
   * The 10 keywords searched by the most accounts in the last 7 days (each account counted once per
   * keyword, however often it searched), most searchers first, ties by the latest search. A keyword is
   * shown only once at least 3 different accounts searched it in those 7 days (the server's
   * TRENDING_MIN_ACCOUNTS), so no single account can put a word in everyone's list, however few words
   * are searched. A keyword holding a word of the square's sensitive-word list is never shown. Guests'
   * searches stay on their devices and do not count (there is no account to count once, and a device
   * id or an address is too cheap to vary). Recomputed at most once a minute.
   *
   *
   * `GET /v1/square/search/trending`
   */
  listTrendingSearches: unknown;
  /**
   * VIP tiers (会员套餐)
   *
   * `POST /vip/vipconfig`
   */
  listVipTiers: unknown;
  /**
   * Log in with name and password (账号登录)
   *
   * Wrong password and unknown name both answer 1002.
   *
   * `POST /user/login`
   */
  login: unknown;
  /**
   * Log in with phone and SMS code, without registering (手机号登录，不自动注册)
   *
   * Used when otherConfig 'ug.phone.login.auto.register' equals '0'. An unknown phone answers 1009.
   *
   * `POST /user/loginPhoneWithoutRegister`
   */
  loginPhoneWithoutRegister: unknown;
  /**
   * Log in with phone and SMS code, registering when new (手机号登录)
   *
   * Used while otherConfig 'ug.phone.login.auto.register' is not '0'. A new phone gets an account (newAccount 1).
   *
   * `POST /user/loginWithPhone`
   */
  loginWithPhone: unknown;
  /**
   * Log out, revoking the session (退出登录)
   *
   * Also succeeds for an already-revoked session, so the client can always finish logging out.
   *
   * `POST /user/logout`
   */
  logout: unknown;
  /**
   * Make up a missed day with a card (补签)
   *
   * Uses one 补签卡 (earned from tasks whose `cardReward` is above 0) to check in a missed day of the
   * current Asia/Shanghai month: a day before today that was not checked in (as Bilibili Manga, the days
   * before the account existed count too). At most 3 cards a month (CheckinInfo.makeupLimit). The day
   * pays no X钻; the streak is counted again through it, so a repaired gap joins the runs on both sides.
   * The card, the monthly count and the day are written in one transaction; a second make-up of one day
   * answers 1005. Refusals: 1034 补签卡不足, 1035 本月补签次数已用完, 1036 该日期不可补签.
   *
   *
   * `POST /user/checkin/makeup`
   */
  makeupCheckin: unknown;
  /**
   * Mark all my messages read, or those of one tab (全部已读)
   *
   * One message is marked read by opening it (getMessage). Answers the inbox summary after the change.
   *
   * `POST /user/center/message/readAll`
   */
  markAllMessagesRead: unknown;
  /**
   * Bring a guest's reading progress into my account (合并阅读进度)
   *
   * Sent once after a login with what the device read as a guest (the SDK keeps it in its storage).
   * Per book the newer spot wins: a record replaces my saved chapter and position only when its
   * `readTime` is later than the server's (a time in the future counts as now). Its read chapters are
   * added to my read marks (已读). Unknown books or chapters, and chapters of another book, are
   * skipped; locked chapters are neither marked nor set as the spot. The records need a JSON body.
   *
   *
   * `POST /user/book/progress/merge`
   */
  mergeReadProgress: unknown;
  /**
   * Buy a VIP tier with X钻 (开通会员)
   *
   * Pays the tier's price in X钻 (1001 when the balance is too low) and extends membership by its days from the later of now and the current expiry.
   *
   * `POST /vip/vipopen`
   */
  openVip: unknown;
  /**
   * Payment provider callback (支付回调)
   *
   * Called by the payment provider, not by users (exists while the built-in sandbox is the provider).
   * `sign` is the lowercase hex HMAC-SHA256, keyed with the payment secret, of exactly these fields in
   * this order, joined as `k=v&k=v`: `amount=600&nonce=...&orderNo=...&status=SUCCESS&timestamp=...&tradeNo=...`.
   * Answers follow openapi/README.md "Callbacks": a bad signature, a `timestamp` more than 10 minutes old
   * or 5 minutes ahead, or a nonce already used by another order answer 403 (code 403); an amount that
   * differs from the order's, or an expired or cancelled order, answer HTTP 200 with code 1. Idempotent:
   * the same notice delivered again for a paid order answers success again without crediting twice.
   *
   *
   * `POST /order/notify`
   */
  payNotify: unknown;
  /**
   * Record a download's channel and invite code (下载上报)
   *
   * Sent when the address carries a channel or invite code.
   *
   * `POST /user/game/download/upload`
   */
  recordDownload: unknown;
  /**
   * Remember a search (记录搜索)
   *
   * Puts the keyword (trimmed, inner whitespace collapsed) first in my history; an older copy of it
   * moves up instead of repeating, and only the newest 20 are kept. The search also counts towards
   * trending: once per account and keyword within the window (see listTrendingSearches).
   *
   *
   * `POST /v1/square/search/history`
   */
  recordSearch: unknown;
  /**
   * Redeem a code (兑换码)
   *
   * Codes are made by operators (server `createRedeemCode`): each has a use limit, an expiry and what it
   * grants, X钻 (through the ledger) or one code of a gift pack. A user redeems a code once. Letters are
   * matched without case; spaces and dashes are ignored. Refusals: 1030 兑换码不存在, 1031 兑换码已过期,
   * 1032 兑换码已被使用 (one use) / 兑换码已领完, 1033 你已兑换过该兑换码, 1006 when the pack it grants is
   * empty. The use count moves by one conditional update, so N concurrent redemptions of a code with
   * M uses left succeed M times.
   *
   *
   * `POST /user/gift/redeem`
   */
  redeemCode: unknown;
  /**
   * Register with a name and password (用户名注册)
   *
   * A taken name answers 1004. Success logs the new account in.
   *
   * `POST /user/registerWithName`
   */
  registerWithName: unknown;
  /**
   * Report a post, a comment or a user (举报)
   *
   * One report per reporter and target: a second answers 1020 (你已举报过). Reporting oneself or one's
   * own post or comment answers 400. Reports wait in the operators' review queue (pending, then upheld
   * or dismissed). A post or comment reported by 5 distinct users whose reports are still pending
   * (REPORT_HIDE_THRESHOLD) is hidden from everyone but its author until an operator reviews it:
   * dismissed shows it again, upheld keeps it hidden. A reported user stays visible; the queue lists them.
   * A game review (targetType review) follows the same rule as a post: 5 pending reporters hide it, and while
   * hidden it also leaves the game's rating.
   *
   *
   * `POST /v1/square/report`
   */
  reportContent: unknown;
  /**
   * Ask for the account to be deleted (注销账号)
   *
   * Starts a 7-day cooling-off period and signs out every session of the account (this one too: the
   * client logs out locally). Logging in during the period cancels the request (the login answer
   * carries `deletionCancelled: true` and an inbox message says so). After it, the server removes the
   * account: profile, phone, sessions, messages, follows, read history, subscriptions and check-ins are
   * deleted, the X钻 balance is forfeited (a ledger entry records it), posts and comments stay and show
   * the author as 已注销用户, and the phone number and name may register again. The removal runs on a
   * login attempt for the account, at server start and every hour. `confirm` must be 1: the client shows
   * the balance that will be lost before sending it.
   *
   *
   * `POST /user/account/delete`
   */
  requestAccountDeletion: unknown;
  /**
   * Reserve an upcoming game (预约游戏)
   *
   * Idempotent: reserving again keeps one reservation and the count. Only an upcoming game can be
   * reserved (1061 once it is out). When the game is released every player who reserved it gets one
   * inbox message (kind `game_released`), and a push where their setting of the kind says so.
   *
   *
   * `POST /user/game/reserve`
   */
  reserveGame: unknown;
  /**
   * Set a new password with an SMS code (重置密码)
   *
   * Revokes the account's other sessions.
   *
   * `POST /user/resetPassword`
   */
  resetPassword: unknown;
  /**
   * Sign out every other device (下线其他设备)
   *
   * Revokes every live session of my account except this one.
   *
   * `POST /user/session/revokeOthers`
   */
  revokeOtherSessions: unknown;
  /**
   * Sign out one other device (下线设备)
   *
   * Revokes the session with this id; that device is logged out on its next call (code 2). This device's own id answers 1 (use logout); an unknown id 404.
   *
   * `POST /user/session/revoke`
   */
  revokeSession: unknown;
  /**
   * Write or edit my review (写评价 / 修改评价)
   *
   * One review per player and game: the first PUT writes it, later ones replace its stars and text (its
   * 有用 votes stay; `updateTime` moves, `createTime` does not). 1-5 stars; the text is optional (empty
   * or left out), at most 2000 characters, and its sensitive words are masked as in posts. Any player may
   * review; the review shows 玩过 when they downloaded the game. A muted player (禁言) answers 1040.
   * Answers the review and the game's rating summary after it. An unknown game answers 404.
   *
   *
   * `PUT /v1/games/{id}/reviews/mine`
   */
  saveGameReview: unknown;
  /**
   * Save my reading position (保存阅读进度)
   *
   * `POST /user/book/history/save`
   */
  saveReadHistory: unknown;
  /**
   * Change my reading settings (自动解锁下一章)
   *
   * `autoUnlock` on: when the reader reaches a locked chapter and my balance covers its price, the
   * client unlocks it without asking (as 自动购买下一话 in comic apps); it never unlocks on preload.
   *
   *
   * `POST /user/book/settings/save`
   */
  saveReadingSettings: unknown;
  /**
   * Send an SMS code (发送验证码)
   *
   * One code per phone and scene every 60 seconds (429 otherwise); a code lives 5 minutes and works once.
   *
   * `POST /user/smsCode`
   */
  sendSmsCode: unknown;
  /**
   * Subscribe to a book (订阅 / 追漫)
   *
   * Idempotent.
   *
   * `POST /user/book/subscribe`
   */
  subscribeBook: unknown;
  /**
   * Turn on push notifications for this device (开启推送通知)
   *
   * Stores this device's push subscription (the browser's `PushSubscription`: endpoint and keys) for the
   * signed-in user, tied to this session: logging out removes it, and a session signed out or expired
   * sends nothing. Sending the same endpoint again (a renewed subscription, or another account on this
   * browser) replaces what was stored for it. The endpoint must be an https address of a push service
   * (answers 1 `推送地址无效` otherwise). Subscriptions the push service answers 404 or 410 are removed
   * when the server next sends.
   *
   *
   * `POST /user/push/subscribe`
   */
  subscribePush: unknown;
  /**
   * Search suggestions (搜索联想)
   *
   * `GET /v1/square/keyword/suggestion`
   */
  suggestKeywords: unknown;
  /**
   * Log in with a token from the address (令牌登录)
   *
   * The token is exchanged for a fresh session; an unknown or revoked token answers code 2.
   *
   * `POST /user/tokenLogin`
   */
  tokenLogin: unknown;
  /**
   * Unblock a user (移出黑名单)
   *
   * Idempotent; follows removed by the block do not come back.
   *
   * `DELETE /v1/user/block/{id}`
   */
  unblockUser: unknown;
  /**
   * Unfollow a user (取消关注)
   *
   * `DELETE /v1/user/follow/{id}`
   */
  unfollowUser: unknown;
  /**
   * Unlike a comment (取消评论点赞)
   *
   * `DELETE /v1/square/comment/{id}/like`
   */
  unlikeComment: unknown;
  /**
   * Unlike a post (取消点赞)
   *
   * `DELETE /v1/square/post/{id}/like`
   */
  unlikePost: unknown;
  /**
   * Unlock a paid chapter with X钻 (解锁章节)
   *
   * A book may sell its chapters after the first `freeChapters` at `chapterPrice` X钻 each
   * (`vipFree`: members read them free). Unlocking charges the price once per user and chapter,
   * through the X钻 ledger (kind `chapter`, ref the chapter id), in one transaction: concurrent taps
   * and replays with the same `Idempotency-Key` charge once. Answers how the chapter is open to me:
   * `free` (nothing to unlock), `vip` (member of a vipFree book, nothing charged), `owned` (unlocked
   * before), `purchase` (charged now). 1001 when the balance is below the price.
   *
   *
   * `POST /user/book/chapter/unlock`
   */
  unlockChapter: unknown;
  /**
   * Unsubscribe from a book (取消订阅)
   *
   * Idempotent.
   *
   * `POST /user/book/unsubscribe`
   */
  unsubscribeBook: unknown;
  /**
   * Turn off push notifications for this device (关闭推送通知)
   *
   * Removes my subscription with this endpoint. Also succeeds when none is stored (already removed,
   * or never sent), so a client can always finish turning push off.
   *
   *
   * `POST /user/push/unsubscribe`
   */
  unsubscribePush: unknown;
  /**
   * Take back a helpful vote (取消有用)
   *
   * Idempotent. A review that no longer exists answers 404 (评价不存在).
   *
   * `DELETE /v1/game-reviews/{id}/helpful`
   */
  unvoteReviewHelpful: unknown;
  /**
   * Update my profile (修改资料)
   *
   * Only the fields sent change. A taken name answers 1004.
   *
   * `POST /user/center/updateInfo`
   */
  updateInfo: unknown;
  /**
   * Change how one kind of notification reaches me (修改通知设置)
   *
   * `off` stops new notifications of the kind (those already in the inbox stay).
   *
   * `POST /user/notification/settings/update`
   */
  updateNotificationSetting: unknown;
  /**
   * Upload my avatar (上传头像)
   *
   * An image (png, jpeg, webp) up to 2 MB (AvatarUpload). Larger answers 413, other types 415.
   *
   * `POST /user/center/uploadAvatar`
   */
  uploadAvatar: unknown;
  /**
   * Upload a post image or video (上传图片 / 视频)
   *
   * Images (png, jpeg, webp, gif) up to 5 MB, videos (mp4, webm) up to 50 MB (MediaUpload). Larger answers 413, other types 415.
   *
   * `POST /v1/square/upload`
   */
  uploadMedia: unknown;
  /**
   * Mark a review helpful (有用)
   *
   * Idempotent: a second vote keeps one. Voting for my own review answers 400 (不能给自己的评价点有用);
   * a review I may not see (deleted, hidden, or by a user I blocked) answers 404 (评价不存在).
   *
   *
   * `POST /v1/game-reviews/{id}/helpful`
   */
  voteReviewHelpful: unknown;
}
