/**
 * Generated from openapi/portal.yaml by packages/sdk/scripts/gen-types.mjs. Do not edit by hand:
 * change the contract and run `pnpm --filter @portal/sdk gen`.
 */

import type {
  AdminBody,
  AdminCallOptions,
  AdminMoneyCallOptions,
  AdminOperationContext,
  AdminPathParams,
  AdminQuery,
} from '../admin/operation-types.js';

/**
 * One method per operation of the admin API, named by its operationId without `admin`: each answers
 * `{data, error}` with the operation's data, refusals and failures as the SDK's errors.
 */
export function adminMethods({ api, call, init, money }: AdminOperationContext) {
  return {
    /** Add a screenshot (上传截图). */
    addGameScreenshot: (id: AdminPathParams<'/v1/admin/games/{id}/screenshots', 'post'>['id'], body: AdminBody<'/v1/admin/games/{id}/screenshots', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/games/{id}/screenshots', { params: { path: { id } }, body, ...init(o) })),
    /** Add codes to a pack (补充礼包码). */
    addGiftCodes: (id: AdminPathParams<'/v1/admin/gift-packs/{id}/codes', 'post'>['id'], body: AdminBody<'/v1/admin/gift-packs/{id}/codes', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/gift-packs/{id}/codes', { params: { path: { id } }, body, ...init(o) })),
    /** Add a sensitive word (新增敏感词). */
    addSensitiveWord: (body: AdminBody<'/v1/admin/sensitive-words', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/sensitive-words', { body, ...init(o) })),
    /** Audit log names (操作日志名称). */
    auditNames: (o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/audit/names', { ...init(o) })),
    /** Correct a balance (调账). */
    correctBalance: (body: AdminBody<'/v1/admin/corrections', 'post'>, o?: AdminMoneyCallOptions) =>
      call(api.POST('/v1/admin/corrections', { body, ...money(o) })),
    /** Add an activity (新增活动). */
    createActivity: (body: AdminBody<'/v1/admin/activities', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/activities', { body, ...init(o) })),
    /** Write an announcement (新建公告). */
    createAnnouncement: (body: AdminBody<'/v1/admin/announcements', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/announcements', { body, ...init(o) })),
    /** Add a banner (新增轮播图). */
    createBanner: (body: AdminBody<'/v1/admin/banners', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/banners', { body, ...init(o) })),
    /** Add a book (新增漫画). */
    createBook: (body: AdminBody<'/v1/admin/books', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/books', { body, ...init(o) })),
    /** Add a chapter (新增章节). */
    createChapter: (id: AdminPathParams<'/v1/admin/books/{id}/chapters', 'post'>['id'], body: AdminBody<'/v1/admin/books/{id}/chapters', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/books/{id}/chapters', { params: { path: { id } }, body, ...init(o) })),
    /** Add a question (新增问题). */
    createFaq: (body: AdminBody<'/v1/admin/faq', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/faq', { body, ...init(o) })),
    /** Add a game (新增游戏). */
    createGame: (body: AdminBody<'/v1/admin/games', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/games', { body, ...init(o) })),
    /** Add a gift pack (新增礼包). */
    createGiftPack: (body: AdminBody<'/v1/admin/gift-packs', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/gift-packs', { body, ...init(o) })),
    /** Create an operator (新建运营账号). */
    createOperator: (body: AdminBody<'/v1/admin/operators', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/operators', { body, ...init(o) })),
    /** Make a batch of redeem codes (生成兑换码). */
    createRedeemCodes: (body: AdminBody<'/v1/admin/redeem-codes', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/redeem-codes', { body, ...init(o) })),
    /** Dashboard figures (数据看板). */
    dashboard: (query: AdminQuery<'/v1/admin/dashboard', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/dashboard', { params: { query }, ...init(o) })),
    /** Remove an activity (删除活动). */
    deleteActivity: (id: AdminPathParams<'/v1/admin/activities/{id}', 'delete'>['id'], o?: AdminCallOptions) =>
      call(api.DELETE('/v1/admin/activities/{id}', { params: { path: { id } }, ...init(o) })),
    /** Remove a banner (删除轮播图). */
    deleteBanner: (id: AdminPathParams<'/v1/admin/banners/{id}', 'delete'>['id'], o?: AdminCallOptions) =>
      call(api.DELETE('/v1/admin/banners/{id}', { params: { path: { id } }, ...init(o) })),
    /** Remove a book (删除漫画). */
    deleteBook: (id: AdminPathParams<'/v1/admin/books/{id}', 'delete'>['id'], o?: AdminCallOptions) =>
      call(api.DELETE('/v1/admin/books/{id}', { params: { path: { id } }, ...init(o) })),
    /** Remove a chapter (删除章节). */
    deleteChapter: (id: AdminPathParams<'/v1/admin/chapters/{id}', 'delete'>['id'], o?: AdminCallOptions) =>
      call(api.DELETE('/v1/admin/chapters/{id}', { params: { path: { id } }, ...init(o) })),
    /** Remove a page (删除章节图片). */
    deleteChapterPage: (id: AdminPathParams<'/v1/admin/chapters/{id}/pages/{pageId}', 'delete'>['id'], pageId: AdminPathParams<'/v1/admin/chapters/{id}/pages/{pageId}', 'delete'>['pageId'], o?: AdminCallOptions) =>
      call(api.DELETE('/v1/admin/chapters/{id}/pages/{pageId}', { params: { path: { id, pageId } }, ...init(o) })),
    /** Delete a comment (删除评论). */
    deleteComment: (id: AdminPathParams<'/v1/admin/comments/{id}', 'delete'>['id'], query: AdminQuery<'/v1/admin/comments/{id}', 'delete'> = {}, o?: AdminCallOptions) =>
      call(api.DELETE('/v1/admin/comments/{id}', { params: { path: { id }, query }, ...init(o) })),
    /** Remove a question (删除问题). */
    deleteFaq: (id: AdminPathParams<'/v1/admin/faq/{id}', 'delete'>['id'], o?: AdminCallOptions) =>
      call(api.DELETE('/v1/admin/faq/{id}', { params: { path: { id } }, ...init(o) })),
    /** Remove a game (删除游戏). */
    deleteGame: (id: AdminPathParams<'/v1/admin/games/{id}', 'delete'>['id'], o?: AdminCallOptions) =>
      call(api.DELETE('/v1/admin/games/{id}', { params: { path: { id } }, ...init(o) })),
    /** Remove a screenshot (删除截图). */
    deleteGameScreenshot: (id: AdminPathParams<'/v1/admin/games/{id}/screenshots/{screenshotId}', 'delete'>['id'], screenshotId: AdminPathParams<'/v1/admin/games/{id}/screenshots/{screenshotId}', 'delete'>['screenshotId'], o?: AdminCallOptions) =>
      call(api.DELETE('/v1/admin/games/{id}/screenshots/{screenshotId}', { params: { path: { id, screenshotId } }, ...init(o) })),
    /** Remove a gift pack (删除礼包). */
    deleteGiftPack: (id: AdminPathParams<'/v1/admin/gift-packs/{id}', 'delete'>['id'], o?: AdminCallOptions) =>
      call(api.DELETE('/v1/admin/gift-packs/{id}', { params: { path: { id } }, ...init(o) })),
    /** Delete a post (删除帖子). */
    deletePost: (id: AdminPathParams<'/v1/admin/posts/{id}', 'delete'>['id'], query: AdminQuery<'/v1/admin/posts/{id}', 'delete'> = {}, o?: AdminCallOptions) =>
      call(api.DELETE('/v1/admin/posts/{id}', { params: { path: { id }, query }, ...init(o) })),
    /** Remove a sensitive word (删除敏感词). */
    deleteSensitiveWord: (id: AdminPathParams<'/v1/admin/sensitive-words/{id}', 'delete'>['id'], o?: AdminCallOptions) =>
      call(api.DELETE('/v1/admin/sensitive-words/{id}', { params: { path: { id } }, ...init(o) })),
    /** Stop a redeem code (停用兑换码). */
    disableRedeemCode: (code: AdminPathParams<'/v1/admin/redeem-codes/{code}/disable', 'post'>['code'], body: AdminBody<'/v1/admin/redeem-codes/{code}/disable', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/redeem-codes/{code}/disable', { params: { path: { code } }, body, ...init(o) })),
    /** Edit an announcement (编辑公告 = 新版本). */
    editAnnouncement: (id: AdminPathParams<'/v1/admin/announcements/{id}', 'put'>['id'], body: AdminBody<'/v1/admin/announcements/{id}', 'put'>, o?: AdminCallOptions) =>
      call(api.PUT('/v1/admin/announcements/{id}', { params: { path: { id } }, body, ...init(o) })),
    /** A book (漫画详情). */
    getBook: (id: AdminPathParams<'/v1/admin/books/{id}', 'get'>['id'], o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/books/{id}', { params: { path: { id } }, ...init(o) })),
    /** A game (游戏详情). */
    getGame: (id: AdminPathParams<'/v1/admin/games/{id}', 'get'>['id'], o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/games/{id}', { params: { path: { id } }, ...init(o) })),
    /** A game's release plan and reservations (预约与上线). */
    getGameRelease: (id: AdminPathParams<'/v1/admin/games/{id}/release', 'get'>['id'], o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/games/{id}/release', { params: { path: { id } }, ...init(o) })),
    /** A player (用户详情). */
    getUser: (uid: AdminPathParams<'/v1/admin/users/{uid}', 'get'>['uid'], o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/users/{uid}', { params: { path: { uid } }, ...init(o) })),
    /** Grant make-up cards (发放补签卡). */
    grantMakeupCards: (uid: AdminPathParams<'/v1/admin/users/{uid}/makeup-cards', 'post'>['uid'], body: AdminBody<'/v1/admin/users/{uid}/makeup-cards', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/users/{uid}/makeup-cards', { params: { path: { uid } }, body, ...init(o) })),
    /** Hide a comment (隐藏评论). */
    hideComment: (id: AdminPathParams<'/v1/admin/comments/{id}/hide', 'post'>['id'], body: AdminBody<'/v1/admin/comments/{id}/hide', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/comments/{id}/hide', { params: { path: { id } }, body, ...init(o) })),
    /** Hide a post (隐藏帖子). */
    hidePost: (id: AdminPathParams<'/v1/admin/posts/{id}/hide', 'post'>['id'], body: AdminBody<'/v1/admin/posts/{id}/hide', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/posts/{id}/hide', { params: { path: { id } }, body, ...init(o) })),
    /** Lift a mute or ban (解除禁言 / 封禁). */
    liftRestriction: (uid: AdminPathParams<'/v1/admin/users/{uid}/unrestrict', 'post'>['uid'], body: AdminBody<'/v1/admin/users/{uid}/unrestrict', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/users/{uid}/unrestrict', { params: { path: { uid } }, body, ...init(o) })),
    /** Accounts waiting for deletion (待注销账号). */
    listAccountDeletions: (query: AdminQuery<'/v1/admin/account-deletions', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/account-deletions', { params: { query }, ...init(o) })),
    /** Activities (活动). */
    listActivities: (query: AdminQuery<'/v1/admin/activities', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/activities', { params: { query }, ...init(o) })),
    /** Versions of an announcement (历史版本). */
    listAnnouncementVersions: (id: AdminPathParams<'/v1/admin/announcements/{id}/versions', 'get'>['id'], o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/announcements/{id}/versions', { params: { path: { id } }, ...init(o) })),
    /** Announcements (公告). */
    listAnnouncements: (query: AdminQuery<'/v1/admin/announcements', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/announcements', { params: { query }, ...init(o) })),
    /** Audit log (操作日志). */
    listAudit: (query: AdminQuery<'/v1/admin/audit', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/audit', { params: { query }, ...init(o) })),
    /** Banners (轮播图). */
    listBanners: (o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/banners', { ...init(o) })),
    /** Comic books (漫画列表). */
    listBooks: (query: AdminQuery<'/v1/admin/books', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/books', { params: { query }, ...init(o) })),
    /** A book's chapters (章节列表). */
    listChapters: (id: AdminPathParams<'/v1/admin/books/{id}/chapters', 'get'>['id'], o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/books/{id}/chapters', { params: { path: { id } }, ...init(o) })),
    /** FAQ (常见问题). */
    listFaq: (o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/faq', { ...init(o) })),
    /** Game types for the game form (游戏分类). */
    listGameTypes: (o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/game/types', { ...init(o) })),
    /** Games (游戏列表). */
    listGames: (query: AdminQuery<'/v1/admin/games', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/games', { params: { query }, ...init(o) })),
    /** Gift packs (礼包). */
    listGiftPacks: (query: AdminQuery<'/v1/admin/gift-packs', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/gift-packs', { params: { query }, ...init(o) })),
    /** Operator accounts (运营账号列表). */
    listOperators: (query: AdminQuery<'/v1/admin/operators', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/operators', { params: { query }, ...init(o) })),
    /** Redeem codes (兑换码). */
    listRedeemCodes: (query: AdminQuery<'/v1/admin/redeem-codes', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/redeem-codes', { params: { query }, ...init(o) })),
    /** Report review queue (举报审核). */
    listReports: (query: AdminQuery<'/v1/admin/reports', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/reports', { params: { query }, ...init(o) })),
    /** Sensitive words (敏感词). */
    listSensitiveWords: (query: AdminQuery<'/v1/admin/sensitive-words', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/sensitive-words', { params: { query }, ...init(o) })),
    /** The operator of the token (当前运营账号). */
    me: (o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/me', { ...init(o) })),
    /** Preview an operators' message and count its recipients (预览群发). */
    previewBroadcast: (body: AdminBody<'/v1/admin/broadcast/preview', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/broadcast/preview', { body, ...init(o) })),
    /** What refunding a recharge would do (充值退款预览). */
    previewRechargeRefund: (orderNo: AdminPathParams<'/v1/admin/orders/{orderNo}/refund', 'get'>['orderNo'], o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/orders/{orderNo}/refund', { params: { path: { orderNo } }, ...init(o) })),
    /** Publish (发布公告). */
    publishAnnouncement: (id: AdminPathParams<'/v1/admin/announcements/{id}/publish', 'post'>['id'], o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/announcements/{id}/publish', { params: { path: { id } }, ...init(o) })),
    /** Reconciliation report (对账). */
    reconciliation: (query: AdminQuery<'/v1/admin/reconciliation', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/reconciliation', { params: { query }, ...init(o) })),
    /** Refund a game purchase (游戏购买退款). */
    refundPurchase: (body: AdminBody<'/v1/admin/refunds', 'post'>, o?: AdminMoneyCallOptions) =>
      call(api.POST('/v1/admin/refunds', { body, ...money(o) })),
    /** Refund a recharge (充值退款). */
    refundRecharge: (orderNo: AdminPathParams<'/v1/admin/orders/{orderNo}/refund', 'post'>['orderNo'], body: AdminBody<'/v1/admin/orders/{orderNo}/refund', 'post'>, o?: AdminMoneyCallOptions) =>
      call(api.POST('/v1/admin/orders/{orderNo}/refund', { params: { path: { orderNo } }, body, ...money(o) })),
    /** Release an upcoming game now (立即上线). */
    releaseGame: (id: AdminPathParams<'/v1/admin/games/{id}/release', 'post'>['id'], o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/games/{id}/release', { params: { path: { id } }, ...init(o) })),
    /** Reorder pages (调整页序). */
    reorderChapterPages: (id: AdminPathParams<'/v1/admin/chapters/{id}/pages/order', 'put'>['id'], body: AdminBody<'/v1/admin/chapters/{id}/pages/order', 'put'>, o?: AdminCallOptions) =>
      call(api.PUT('/v1/admin/chapters/{id}/pages/order', { params: { path: { id } }, body, ...init(o) })),
    /** Decide on a reported target (处理举报). */
    resolveReports: (targetType: AdminPathParams<'/v1/admin/reports/{targetType}/{targetId}/resolve', 'post'>['targetType'], targetId: AdminPathParams<'/v1/admin/reports/{targetType}/{targetId}/resolve', 'post'>['targetId'], body: AdminBody<'/v1/admin/reports/{targetType}/{targetId}/resolve', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/reports/{targetType}/{targetId}/resolve', { params: { path: { targetType, targetId } }, body, ...init(o) })),
    /** Mute or ban a player (禁言 / 封禁). */
    restrictUser: (uid: AdminPathParams<'/v1/admin/users/{uid}/restrict', 'post'>['uid'], body: AdminBody<'/v1/admin/users/{uid}/restrict', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/users/{uid}/restrict', { params: { path: { uid } }, body, ...init(o) })),
    /** Search comments (评论搜索). */
    searchComments: (query: AdminQuery<'/v1/admin/comments', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/comments', { params: { query }, ...init(o) })),
    /** Search recharge orders (订单查询). */
    searchOrders: (query: AdminQuery<'/v1/admin/orders', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/orders', { params: { query }, ...init(o) })),
    /** Search posts (帖子搜索). */
    searchPosts: (query: AdminQuery<'/v1/admin/posts', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/posts', { params: { query }, ...init(o) })),
    /** Search players (用户搜索). */
    searchUsers: (query: AdminQuery<'/v1/admin/users', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/users', { params: { query }, ...init(o) })),
    /** Send an operators' message to everyone, to members or to a game's owners (发送群发). */
    sendBroadcast: (body: AdminBody<'/v1/admin/broadcast/send', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/broadcast/send', { body, ...init(o) })),
    /** List a game as upcoming or downloadable (设置预约上线). */
    setGameRelease: (id: AdminPathParams<'/v1/admin/games/{id}/release', 'put'>['id'], body: AdminBody<'/v1/admin/games/{id}/release', 'put'>, o?: AdminCallOptions) =>
      call(api.PUT('/v1/admin/games/{id}/release', { params: { path: { id } }, body, ...init(o) })),
    /** Show a hidden comment again (恢复评论). */
    unhideComment: (id: AdminPathParams<'/v1/admin/comments/{id}/unhide', 'post'>['id'], body: AdminBody<'/v1/admin/comments/{id}/unhide', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/comments/{id}/unhide', { params: { path: { id } }, body, ...init(o) })),
    /** Show a hidden post again (恢复帖子). */
    unhidePost: (id: AdminPathParams<'/v1/admin/posts/{id}/unhide', 'post'>['id'], body: AdminBody<'/v1/admin/posts/{id}/unhide', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/posts/{id}/unhide', { params: { path: { id } }, body, ...init(o) })),
    /** Unpublish (下线公告). */
    unpublishAnnouncement: (id: AdminPathParams<'/v1/admin/announcements/{id}/unpublish', 'post'>['id'], o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/announcements/{id}/unpublish', { params: { path: { id } }, ...init(o) })),
    /** Change an activity (修改活动). */
    updateActivity: (id: AdminPathParams<'/v1/admin/activities/{id}', 'put'>['id'], body: AdminBody<'/v1/admin/activities/{id}', 'put'>, o?: AdminCallOptions) =>
      call(api.PUT('/v1/admin/activities/{id}', { params: { path: { id } }, body, ...init(o) })),
    /** Change a banner (修改轮播图). */
    updateBanner: (id: AdminPathParams<'/v1/admin/banners/{id}', 'put'>['id'], body: AdminBody<'/v1/admin/banners/{id}', 'put'>, o?: AdminCallOptions) =>
      call(api.PUT('/v1/admin/banners/{id}', { params: { path: { id } }, body, ...init(o) })),
    /** Change a book (修改漫画). */
    updateBook: (id: AdminPathParams<'/v1/admin/books/{id}', 'put'>['id'], body: AdminBody<'/v1/admin/books/{id}', 'put'>, o?: AdminCallOptions) =>
      call(api.PUT('/v1/admin/books/{id}', { params: { path: { id } }, body, ...init(o) })),
    /** Change a chapter (修改章节). */
    updateChapter: (id: AdminPathParams<'/v1/admin/chapters/{id}', 'put'>['id'], body: AdminBody<'/v1/admin/chapters/{id}', 'put'>, o?: AdminCallOptions) =>
      call(api.PUT('/v1/admin/chapters/{id}', { params: { path: { id } }, body, ...init(o) })),
    /** Change a question (修改问题). */
    updateFaq: (id: AdminPathParams<'/v1/admin/faq/{id}', 'put'>['id'], body: AdminBody<'/v1/admin/faq/{id}', 'put'>, o?: AdminCallOptions) =>
      call(api.PUT('/v1/admin/faq/{id}', { params: { path: { id } }, body, ...init(o) })),
    /** Change a game (修改游戏). */
    updateGame: (id: AdminPathParams<'/v1/admin/games/{id}', 'put'>['id'], body: AdminBody<'/v1/admin/games/{id}', 'put'>, o?: AdminCallOptions) =>
      call(api.PUT('/v1/admin/games/{id}', { params: { path: { id } }, body, ...init(o) })),
    /** Change a gift pack (修改礼包). */
    updateGiftPack: (id: AdminPathParams<'/v1/admin/gift-packs/{id}', 'put'>['id'], body: AdminBody<'/v1/admin/gift-packs/{id}', 'put'>, o?: AdminCallOptions) =>
      call(api.PUT('/v1/admin/gift-packs/{id}', { params: { path: { id } }, body, ...init(o) })),
    /** Change an operator (修改运营账号). */
    updateOperator: (id: AdminPathParams<'/v1/admin/operators/{id}', 'put'>['id'], body: AdminBody<'/v1/admin/operators/{id}', 'put'>, o?: AdminCallOptions) =>
      call(api.PUT('/v1/admin/operators/{id}', { params: { path: { id } }, body, ...init(o) })),
    /** Upload a page (上传章节图片). */
    uploadChapterPage: (id: AdminPathParams<'/v1/admin/chapters/{id}/pages', 'post'>['id'], body: AdminBody<'/v1/admin/chapters/{id}/pages', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/chapters/{id}/pages', { params: { path: { id } }, body, ...init(o) })),
    /** Upload a game package (上传安装包). */
    uploadGamePackage: (id: AdminPathParams<'/v1/admin/games/{id}/package', 'post'>['id'], query: AdminQuery<'/v1/admin/games/{id}/package', 'post'>, body: AdminBody<'/v1/admin/games/{id}/package', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/games/{id}/package', { params: { path: { id }, query }, body, ...init(o) })),
    /** Upload a picture (上传图片). */
    uploadImage: (body: AdminBody<'/v1/admin/upload', 'post'>, o?: AdminCallOptions) =>
      call(api.POST('/v1/admin/upload', { body, ...init(o) })),
    /** A player's X钻 ledger (X钻流水). */
    userLedger: (uid: AdminPathParams<'/v1/admin/users/{uid}/ledger', 'get'>['uid'], query: AdminQuery<'/v1/admin/users/{uid}/ledger', 'get'> = {}, o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/users/{uid}/ledger', { params: { path: { uid }, query }, ...init(o) })),
    /** A player's game purchases (购买记录). */
    userPurchases: (uid: AdminPathParams<'/v1/admin/users/{uid}/purchases', 'get'>['uid'], o?: AdminCallOptions) =>
      call(api.GET('/v1/admin/users/{uid}/purchases', { params: { path: { uid } }, ...init(o) })),
  };
}

/** The admin client's named methods, one per admin operation of the contract. */
export type AdminMethods = ReturnType<typeof adminMethods>;
