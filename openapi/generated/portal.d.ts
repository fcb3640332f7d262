// Generated from openapi/portal.yaml by openapi/scripts/gen-operations.mjs. Do not edit by hand:
// change the contract and run `pnpm --filter @portal/openapi gen`.

export interface paths {
    "/v1/square/tag/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Square tags (广场标签)
         * @description All tags, in display order. Clients fetch once and cache; on failure they show an empty list.
         */
        get: operations["listTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/post/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /** Page of square posts (帖子列表) */
        get: operations["listPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/post": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a post (发布帖子)
         * @description Content is checked against the sensitive-word list. Images, the video and its thumbnail must be addresses
         *     this account's own upload call (uploadMedia) answered, exactly as answered (a picture for images and the
         *     thumbnail, a video for the video): anything else answers 400 `参数错误：images 只能使用你本人上传的图片返回的地址`.
         *     The post keeps the pixel sizes and the length the upload measured.
         */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/post/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Post detail (帖子详情)
         * @description A post hidden after reports answers 1023 (该内容因多人举报正在审核中) to all but its author while it
         *     waits for review; one the moderators removed (hidden by an operator, or its reports upheld) answers
         *     1024 (该内容已被管理员删除). A post by a user I blocked answers 1022.
         */
        get: operations["getPost"];
        put?: never;
        post?: never;
        /**
         * Delete own post (删除帖子)
         * @description Only the author may delete; others get 403.
         */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/post/{id}/like": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Like a post (点赞)
         * @description Idempotent; liking twice keeps one like.
         */
        post: operations["likePost"];
        /** Unlike a post (取消点赞) */
        delete: operations["unlikePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/follow/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The uid of the user to follow. */
                id: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow a user (关注)
         * @description Following oneself answers 400. 1021 (对方已将你拉黑，无法关注) when the user blocked me; 1022 when I
         *     blocked them.
         */
        post: operations["followUser"];
        /** Unfollow a user (取消关注) */
        delete: operations["unfollowUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/comment/{id}/like": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a comment (评论点赞) */
        post: operations["likeComment"];
        /** Unlike a comment (取消评论点赞) */
        delete: operations["unlikeComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/comment/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete own comment (删除评论)
         * @description Only the author may delete; others get 403. Replies to it are deleted with it.
         */
        delete: operations["deleteComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/post/{id}/comment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comment on a post or reply to a comment (评论 / 回复)
         * @description Answers 1021 (对方已将你拉黑，无法评论 / 无法回复) when the post's author, or the author of the
         *     comment replied to, has blocked me; 1022 when I blocked them.
         */
        post: operations["createComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/post/{postId}/comment/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The post. */
                postId: number;
            };
            cookie?: never;
        };
        /**
         * Top-level comments of a post (评论列表)
         * @description Each comment carries up to 3 of its replies as a preview.
         */
        get: operations["listComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/post/{postId}/comment/{commentId}/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The post. */
                postId: number;
                /** @description The top-level comment. */
                commentId: number;
            };
            cookie?: never;
        };
        /**
         * Replies to a comment (回复列表)
         * @description Oldest first.
         */
        get: operations["listReplies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/post/me": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * My posts (我的帖子)
         * @description The web app asks with sort=2 (newest first).
         */
        get: operations["listMyPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/comment/me": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * My comments (评论历史)
         * @description Newest first unless sort=1 asks otherwise. Each comment carries `post`, the post it belongs to.
         */
        get: operations["listMyComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/post/follow": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Posts of the users I follow (关注动态)
         * @description Newest first.
         */
        get: operations["listFollowingPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/keyword/suggestion": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /** Search suggestions (搜索联想) */
        get: operations["suggestKeywords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/search/history": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * My recent searches (最近搜索)
         * @description The signed-in user's recent square searches, newest first, each keyword once, at most 20.
         *     A guest's history is kept on the device by the SDK (storage key `square-search-history`), never sent.
         */
        get: operations["listSearchHistory"];
        put?: never;
        /**
         * Remember a search (记录搜索)
         * @description Puts the keyword (trimmed, inner whitespace collapsed) first in my history; an older copy of it
         *     moves up instead of repeating, and only the newest 20 are kept. The search also counts towards
         *     trending: once per account and keyword within the window (see listTrendingSearches).
         */
        post: operations["recordSearch"];
        /**
         * Clear recent searches (清空 / 删除一条)
         * @description Without `keyword` the whole history goes (清空); with it, only that keyword. Trending counts stay.
         */
        delete: operations["clearSearchHistory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/search/trending": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Trending searches (热门搜索)
         * @description The 10 keywords searched by the most accounts in the last 7 days (each account counted once per
         *     keyword, however often it searched), most searchers first, ties by the latest search. A keyword is
         *     shown only once at least 3 different accounts searched it in those 7 days (the server's
         *     TRENDING_MIN_ACCOUNTS), so no single account can put a word in everyone's list, however few words
         *     are searched. A keyword holding a word of the square's sensitive-word list is never shown. Guests'
         *     searches stay on their devices and do not count (there is no account to count once, and a device
         *     id or an address is too cheap to vary). Recomputed at most once a minute.
         */
        get: operations["listTrendingSearches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/report": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a post, a comment or a user (举报)
         * @description One report per reporter and target: a second answers 1020 (你已举报过). Reporting oneself or one's
         *     own post or comment answers 400. Reports wait in the operators' review queue (pending, then upheld
         *     or dismissed). A post or comment reported by 5 distinct users whose reports are still pending
         *     (REPORT_HIDE_THRESHOLD) is hidden from everyone but its author until an operator reviews it:
         *     dismissed shows it again, upheld keeps it hidden. A reported user stays visible; the queue lists them.
         *     A game review (targetType review) follows the same rule as a post: 5 pending reporters hide it, and while
         *     hidden it also leaves the game's rating.
         */
        post: operations["reportContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/block/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The uid of the user to block or unblock. */
                id: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block a user (拉黑)
         * @description Idempotent. Follows between us go both ways. Then their posts and comments are left out of my
         *     lists and post pages (their post page answers 1022), they cannot comment on my posts, reply to my
         *     comments or follow me (1021, 对方已将你拉黑…), and I cannot follow them until I unblock (1022).
         *     Blocking oneself answers 400.
         */
        post: operations["blockUser"];
        /**
         * Unblock a user (移出黑名单)
         * @description Idempotent; follows removed by the block do not come back.
         */
        delete: operations["unblockUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/blocks": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * My blocked users (黑名单)
         * @description Newest block first.
         */
        get: operations["listBlockedUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/config/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Square configuration (广场配置)
         * @description The web app asks with pageSize 99.
         */
        get: operations["listSquareConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/sensitiveword/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Sensitive words (敏感词)
         * @description The web app asks with pageSize 99 and reads `records`.
         */
        get: operations["listSensitiveWords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/square/upload": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a post image or video (上传图片 / 视频)
         * @description Images (png, jpeg, webp, gif) up to 5 MB, videos (mp4, webm) up to 50 MB (MediaUpload). Larger answers 413, other types 415.
         */
        post: operations["uploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/rating": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The game's id (its appID). */
                id: components["parameters"]["GameIdPath"];
            };
            cookie?: never;
        };
        /**
         * A game's rating summary (评分)
         * @description The average (one decimal), the number of ratings and the five-bar distribution. The average is null
         *     while fewer than `minimumCount` (5) players rated the game: clients show 评分人数不足 instead of a
         *     score that two or three ratings would swing (as TapTap hides a score until enough players rated).
         *     Counted from the reviews every player may see: reviews the moderators hid (after reports, or with
         *     their reports upheld) leave the count, the average and the bars until a dismissal shows them again.
         *     Exact at every moment: it is counted from the reviews themselves in the reading transaction, so
         *     concurrent reviews, edits and deletions never leave it off. An unknown game answers 404 (游戏不存在).
         */
        get: operations["getGameRating"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/reviews": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The game's id (its appID). */
                id: components["parameters"]["GameIdPath"];
            };
            cookie?: never;
        };
        /**
         * Page of a game's reviews (游戏评价列表)
         * @description `hot` (最热): most 有用 votes first, then newest; `new` (最新): newest first. Keyset paging as the
         *     square's lists: send the page's `nextCursor` back as `cursor` (a cursor of the other sort answers 400).
         *     For a logged-in player their own review comes first on the first page (also while hidden, with
         *     `hidden` true; then only they see it) and is not repeated further down. Reviews by users I blocked and
         *     reviews the moderators hid are left out; `total` counts what I may see. An unknown game answers 404.
         */
        get: operations["listGameReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/reviews/mine": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The game's id (its appID). */
                id: components["parameters"]["GameIdPath"];
            };
            cookie?: never;
        };
        /**
         * My review of a game (我的评价)
         * @description My review, also while hidden by the moderators (`hidden` true); `data` null when I have not reviewed the game. An unknown game answers 404.
         */
        get: operations["getMyGameReview"];
        /**
         * Write or edit my review (写评价 / 修改评价)
         * @description One review per player and game: the first PUT writes it, later ones replace its stars and text (its
         *     有用 votes stay; `updateTime` moves, `createTime` does not). 1-5 stars; the text is optional (empty
         *     or left out), at most 2000 characters, and its sensitive words are masked as in posts. Any player may
         *     review; the review shows 玩过 when they downloaded the game. A muted player (禁言) answers 1040.
         *     Answers the review and the game's rating summary after it. An unknown game answers 404.
         */
        put: operations["saveGameReview"];
        post?: never;
        /**
         * Delete my review (删除评价)
         * @description Deletes my review with its 有用 votes and answers the rating summary after it. Without a review it answers 404 (你还没有评价这款游戏).
         */
        delete: operations["deleteGameReview"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/game-reviews/{id}/helpful": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a review helpful (有用)
         * @description Idempotent: a second vote keeps one. Voting for my own review answers 400 (不能给自己的评价点有用);
         *     a review I may not see (deleted, hidden, or by a user I blocked) answers 404 (评价不存在).
         */
        post: operations["voteReviewHelpful"];
        /**
         * Take back a helpful vote (取消有用)
         * @description Idempotent. A review that no longer exists answers 404 (评价不存在).
         */
        delete: operations["unvoteReviewHelpful"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/device/init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Device initialisation (设备初始化)
         * @description First call of the SDK; its `data` becomes the server config. Failure or empty data means SDK初始化失败.
         */
        post: operations["deviceInit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start-up initialisation (启动初始化)
         * @description Made at start-up with the channel and invite code from the address. Code 0 is success; any other code is only logged by the client.
         */
        post: operations["appInit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/smsCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an SMS code (发送验证码)
         * @description One code per phone and scene every 60 seconds (429 otherwise); a code lives 5 minutes and works once.
         */
        post: operations["sendSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/registerWithName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register with a name and password (用户名注册)
         * @description A taken name answers 1004. Success logs the new account in.
         */
        post: operations["registerWithName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with name and password (账号登录)
         * @description Wrong password and unknown name both answer 1002.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/loginWithPhone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with phone and SMS code, registering when new (手机号登录)
         * @description Used while otherConfig 'ug.phone.login.auto.register' is not '0'. A new phone gets an account (newAccount 1).
         */
        post: operations["loginWithPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/loginPhoneWithoutRegister": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with phone and SMS code, without registering (手机号登录，不自动注册)
         * @description Used when otherConfig 'ug.phone.login.auto.register' equals '0'. An unknown phone answers 1009.
         */
        post: operations["loginPhoneWithoutRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/autoLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in as the account bound to this device (一键登录)
         * @description Creates a guest-style account bound to the device on first use (newAccount 1, needBind 1).
         */
        post: operations["autoLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/tokenLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a token from the address (令牌登录)
         * @description The token is exchanged for a fresh session; an unknown or revoked token answers code 2.
         */
        post: operations["tokenLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with an SMS code (重置密码)
         * @description Revokes the account's other sessions.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind a phone to my account (绑定手机)
         * @description A phone bound to another account answers 1009.
         */
        post: operations["bindPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Inbox summary (消息概要) */
        post: operations["getMessageSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/kefu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Customer service contact (客服) */
        post: operations["getKefu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out, revoking the session (退出登录)
         * @description Also succeeds for an already-revoked session, so the client can always finish logging out.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/session/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My signed-in devices (登录设备)
         * @description Live sessions of my account, this one first, then by last activity. The device name is read from
         *     the user agent the session logged in with (e.g. iPhone · Safari); last activity moves at most every
         *     5 minutes.
         */
        post: operations["listSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/session/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out one other device (下线设备)
         * @description Revokes the session with this id; that device is logged out on its next call (code 2). This device's own id answers 1 (use logout); an unknown id 404.
         */
        post: operations["revokeSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/session/revokeOthers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out every other device (下线其他设备)
         * @description Revokes every live session of my account except this one.
         */
        post: operations["revokeOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The server's Web Push key (推送公钥)
         * @description The VAPID public key (base64url, uncompressed P-256 point) a browser subscribes with
         *     (`PushManager.subscribe({ applicationServerKey })`). Generated once per database, or set by the
         *     server's configuration (`VAPID_PUBLIC_KEY` / `VAPID_PRIVATE_KEY`); it changes only when an operator
         *     changes it, and then every device subscribes again.
         */
        post: operations["getPushKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/push/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn on push notifications for this device (开启推送通知)
         * @description Stores this device's push subscription (the browser's `PushSubscription`: endpoint and keys) for the
         *     signed-in user, tied to this session: logging out removes it, and a session signed out or expired
         *     sends nothing. Sending the same endpoint again (a renewed subscription, or another account on this
         *     browser) replaces what was stored for it. The endpoint must be an https address of a push service
         *     (answers 1 `推送地址无效` otherwise). Subscriptions the push service answers 404 or 410 are removed
         *     when the server next sends.
         */
        post: operations["subscribePush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/push/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn off push notifications for this device (关闭推送通知)
         * @description Removes my subscription with this endpoint. Also succeeds when none is stored (already removed,
         *     or never sent), so a client can always finish turning push off.
         */
        post: operations["unsubscribePush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for the account to be deleted (注销账号)
         * @description Starts a 7-day cooling-off period and signs out every session of the account (this one too: the
         *     client logs out locally). Logging in during the period cancels the request (the login answer
         *     carries `deletionCancelled: true` and an inbox message says so). After it, the server removes the
         *     account: profile, phone, sessions, messages, follows, read history, subscriptions and check-ins are
         *     deleted, the X钻 balance is forfeited (a ledger entry records it), posts and comments stay and show
         *     the author as 已注销用户, and the phone number and name may register again. The removal runs on a
         *     login attempt for the account, at server start and every hour. `confirm` must be 1: the client shows
         *     the balance that will be lost before sending it.
         */
        post: operations["requestAccountDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/center/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My status (用户状态)
         * @description X钻 balance, membership and profile of the logged-in user; `uid` must be the session's.
         */
        post: operations["getUserStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/center/message/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My messages (消息列表)
         * @description Newest first, with the total count (of the tab asked for) and the unread counts of every tab.
         */
        post: operations["listMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/center/message/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One message, marking it read (消息详情) */
        post: operations["getMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/center/message/readAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all my messages read, or those of one tab (全部已读)
         * @description One message is marked read by opening it (getMessage). Answers the inbox summary after the change.
         */
        post: operations["markAllMessagesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/notification/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My notification settings, one per kind (通知设置)
         * @description Every kind with my mode, or its default when I never changed it. Defaults: chapter, reply,
         *     game_released and order `push` (站内和推送); like, follow and system `inbox` (仅站内). Push is sent
         *     only to devices that subscribed to it; without one, `push` is the inbox alone.
         */
        post: operations["getNotificationSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/notification/settings/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change how one kind of notification reaches me (修改通知设置)
         * @description `off` stops new notifications of the kind (those already in the inbox stay).
         */
        post: operations["updateNotificationSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/center/coin/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My X钻 ledger (X钻明细)
         * @description Newest first. Every change of the balance is one entry; `balanceAfter` is the balance after it.
         */
        post: operations["listCoinLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/center/coin/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My recharge orders (充值订单)
         * @description Newest first.
         */
        post: operations["listOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/center/updateInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update my profile (修改资料)
         * @description Only the fields sent change. A taken name answers 1004.
         */
        post: operations["updateInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/center/uploadAvatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload my avatar (上传头像)
         * @description An image (png, jpeg, webp) up to 2 MB (AvatarUpload). Larger answers 413, other types 415.
         */
        post: operations["uploadAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vip/vipconfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** VIP tiers (会员套餐) */
        post: operations["listVipTiers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vip/vipopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a VIP tier with X钻 (开通会员)
         * @description Pays the tier's price in X钻 (1001 when the balance is too low) and extends membership by its days from the later of now and the current expiry.
         */
        post: operations["openVip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recharge packages (充值套餐) */
        post: operations["listRechargePackages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/payInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a recharge order and its pay address (创建充值订单)
         * @description The order starts `pending`; the payment provider's notice marks it `paid` and credits the X钻. `payUrl` is where the user pays. The built-in sandbox provider's page is `/pay/sandbox/{orderNo}?token=…` (the token is the order's capability; the page refuses without it); with Alipay it is the signed alipay.trade.wap.pay gateway address.
         */
        post: operations["createPayOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment provider callback (支付回调)
         * @description Called by the payment provider, not by users (exists while the built-in sandbox is the provider).
         *     `sign` is the lowercase hex HMAC-SHA256, keyed with the payment secret, of exactly these fields in
         *     this order, joined as `k=v&k=v`: `amount=600&nonce=...&orderNo=...&status=SUCCESS&timestamp=...&tradeNo=...`.
         *     Answers follow openapi/README.md "Callbacks": a bad signature, a `timestamp` more than 10 minutes old
         *     or 5 minutes ahead, or a nonce already used by another order answer 403 (code 403); an amount that
         *     differs from the order's, or an expired or cancelled order, answer HTTP 200 with code 1. Idempotent:
         *     the same notice delivered again for a paid order answers success again without crediting twice.
         */
        post: operations["payNotify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/game/download/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a download's channel and invite code (下载上报)
         * @description Sent when the address carries a channel or invite code.
         */
        post: operations["recordDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/game/download/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's appID. */
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a game's download address, buying it when needed (下载游戏)
         * @description Free games (onlineType 0) answer the URL to anyone. A paid game answers 1007 to a guest; a
         *     logged-in user pays buyAmount X钻 once (1001 when the balance is too low), later downloads are
         *     free (`bought`). Members (levelType >= 1) are not charged. The answer is the URL string; the
         *     client only follows it when it starts with http.
         */
        post: operations["downloadGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/game/reserve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reserve an upcoming game (预约游戏)
         * @description Idempotent: reserving again keeps one reservation and the count. Only an upcoming game can be
         *     reserved (1061 once it is out). When the game is released every player who reserved it gets one
         *     inbox message (kind `game_released`), and a push where their setting of the kind says so.
         */
        post: operations["reserveGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/game/reserve/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel my reservation of a game (取消预约)
         * @description Idempotent; cancelling a reservation I do not have changes nothing.
         */
        post: operations["cancelGameReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/game/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My reserved games (我的预约)
         * @description Newest reservation first, paged by cursor; released games stay in the list (upcoming false).
         */
        post: operations["listMyReservations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Home screen (首页) */
        post: operations["getHome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/game/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Game types for the tabs (游戏分类) */
        post: operations["listGameTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/game/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Page of games (游戏列表)
         * @description Most downloaded first.
         */
        post: operations["listGames"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/game/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Game detail (游戏详情) */
        post: operations["getGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/game/detail/giftlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gift packs of a game (游戏礼包)
         * @description For a logged-in user each pack says whether it was claimed and carries the code.
         */
        post: operations["listGameGifts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/announcement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Latest announcement (公告)
         * @description `data` is null when there is none.
         */
        post: operations["getAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/announcement/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 今日不再显示 for my account
         * @description Records that I ticked 今日不再显示 on this announcement `id` at this `version`, today (Asia/Shanghai
         *     day). `/web/announcement` then answers it with `dismissed: true` to me on any device until the day
         *     ends or the announcement changes (its `version` with it). The SDK also keeps the choice on the
         *     device (guests included) and sends a guest's choice of today after a login, so an unchanged
         *     announcement ticked as a guest stays hidden across the login. A version that is no longer the
         *     announcement's answers 1011 (it changed: show it again).
         */
        post: operations["dismissAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/book/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Page of books (漫画列表) */
        post: operations["listBooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/book/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comics tab home (漫画首页) */
        post: operations["getBookHome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/book/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book detail (漫画详情) */
        post: operations["getBook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/book/chapters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A book's chapters (目录) */
        post: operations["listChapters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/book/chapter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A chapter's page images (章节阅读) */
        post: operations["getChapterPages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/book/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My read history (阅读历史)
         * @description One entry per book, most recently read first.
         */
        post: operations["listReadHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/book/history/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save my reading position (保存阅读进度) */
        post: operations["saveReadHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/book/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to a book (订阅 / 追漫)
         * @description Idempotent.
         */
        post: operations["subscribeBook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/book/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unsubscribe from a book (取消订阅)
         * @description Idempotent.
         */
        post: operations["unsubscribeBook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/book/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My subscribed books (我的订阅)
         * @description Most recently updated first.
         */
        post: operations["listSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/book/chapter/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlock a paid chapter with X钻 (解锁章节)
         * @description A book may sell its chapters after the first `freeChapters` at `chapterPrice` X钻 each
         *     (`vipFree`: members read them free). Unlocking charges the price once per user and chapter,
         *     through the X钻 ledger (kind `chapter`, ref the chapter id), in one transaction: concurrent taps
         *     and replays with the same `Idempotency-Key` charge once. Answers how the chapter is open to me:
         *     `free` (nothing to unlock), `vip` (member of a vipFree book, nothing charged), `owned` (unlocked
         *     before), `purchase` (charged now). 1001 when the balance is below the price.
         */
        post: operations["unlockChapter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/book/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My reading settings (阅读设置)
         * @description Kept per account on the server, so every device reads the same. `autoUnlock` is off until set.
         */
        post: operations["getReadingSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/book/settings/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change my reading settings (自动解锁下一章)
         * @description `autoUnlock` on: when the reader reaches a locked chapter and my balance covers its price, the
         *     client unlocks it without asking (as 自动购买下一话 in comic apps); it never unlocks on preload.
         */
        post: operations["saveReadingSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/book/progress/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring a guest's reading progress into my account (合并阅读进度)
         * @description Sent once after a login with what the device read as a guest (the SDK keeps it in its storage).
         *     Per book the newer spot wins: a record replaces my saved chapter and position only when its
         *     `readTime` is later than the server's (a time in the future counts as now). Its read chapters are
         *     added to my read marks (已读). Unknown books or chapters, and chapters of another book, are
         *     skipped; locked chapters are neither marked nor set as the spot. The records need a JSON body.
         */
        post: operations["mergeReadProgress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/gift/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a gift pack code (领取礼包)
         * @description One code per user and pack; a second claim answers 1005, an empty pack 1006.
         */
        post: operations["claimGift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/gift/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a code (兑换码)
         * @description Codes are made by operators (server `createRedeemCode`): each has a use limit, an expiry and what it
         *     grants, X钻 (through the ledger) or one code of a gift pack. A user redeems a code once. Letters are
         *     matched without case; spaces and dashes are ignored. Refusals: 1030 兑换码不存在, 1031 兑换码已过期,
         *     1032 兑换码已被使用 (one use) / 兑换码已领完, 1033 你已兑换过该兑换码, 1006 when the pack it grants is
         *     empty. The use count moves by one conditional update, so N concurrent redemptions of a code with
         *     M uses left succeed M times.
         */
        post: operations["redeemCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/gift/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My claimed gift codes (我的礼包)
         * @description Most recently claimed first; every pack carries `code`, `claimTime` and `gameName`.
         */
        post: operations["listMyGifts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/task/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tasks with my progress (任务列表)
         * @description A guest sees every task at progress 0, status doing. Daily tasks reset at midnight Asia/Shanghai.
         */
        post: operations["listTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/task/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a finished task's reward (领取任务奖励)
         * @description Only a task in status done can be claimed; claimed answers 1005, doing answers 1.
         */
        post: operations["claimTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/checkin/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My check-in calendar (签到日历)
         * @description Month defaults to the current Asia/Shanghai month.
         */
        post: operations["getCheckinInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/checkin/makeup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make up a missed day with a card (补签)
         * @description Uses one 补签卡 (earned from tasks whose `cardReward` is above 0) to check in a missed day of the
         *     current Asia/Shanghai month: a day before today that was not checked in (as Bilibili Manga, the days
         *     before the account existed count too). At most 3 cards a month (CheckinInfo.makeupLimit). The day
         *     pays no X钻; the streak is counted again through it, so a repaired gap joins the runs on both sides.
         *     The card, the monthly count and the day are written in one transaction; a second make-up of one day
         *     answers 1005. Refusals: 1034 补签卡不足, 1035 本月补签次数已用完, 1036 该日期不可补签.
         */
        post: operations["makeupCheckin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/checkin/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check in today (签到)
         * @description Once per Asia/Shanghai day (1005 今日已签到 otherwise). The reward grows with the streak, see CheckinInfo.rewards.
         */
        post: operations["checkin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/invite/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My invite code and rewards (邀请好友) */
        post: operations["getInviteInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/activity/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activities (活动中心)
         * @description Ongoing first, then upcoming, then ended; status is computed from the time window.
         */
        post: operations["listActivities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/activity/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One activity (活动详情) */
        post: operations["getActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/faq/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Frequently asked questions (常见问题) */
        post: operations["listFaq"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/business/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Business cooperation contact (商务合作) */
        post: operations["getBusinessInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/login": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Operator login (运营后台登录)
         * @description A player's UG-Token never works on the admin family; operators log in here and send `Authorization: Bearer <token>`, or, with `credential: cookie`, let the browser carry the HttpOnly `portal_admin` cookie (securitySchemes.adminCookie). The token lives 12 hours. Wrong name or password (or a disabled operator) answers 1002. Five wrong passwords in a row for one operator, from any addresses, lock the account for 15 minutes, twice as long at each further five (at most 24 hours): while locked every login of it, the right password too, answers 1046 with the time it opens again, and a wrong password no longer counts. An admin lifts a lock with adminUpdateOperator `unlock: true`; each lock and unlock is in the audit log. Beside this, one address may try 10 logins a minute (429).
         */
        post: operations["adminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/logout": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Operator logout (退出登录)
         * @description Revokes the token of the call and clears the `portal_admin` cookie.
         */
        post: operations["adminLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/me": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /** The operator of the token (当前运营账号) */
        get: operations["adminMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/operators": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /** Operator accounts (运营账号列表) */
        get: operations["adminListOperators"];
        put?: never;
        /**
         * Create an operator (新建运营账号)
         * @description Name taken answers 1004. The password is hashed like players'.
         */
        post: operations["adminCreateOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/operators/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change an operator (修改运营账号)
         * @description Role, password, disabled, or unlock (lifts a lock after repeated wrong passwords). Disabling or demoting the last active admin, or oneself, answers 1044. A new password or disabling revokes their tokens.
         */
        put: operations["adminUpdateOperator"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/audit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Audit log (操作日志)
         * @description Every console write, newest first: who, what (the operationId, with its Chinese name), target, before and after, when. There is no call that changes or removes an entry. An operator made from the command line (admin:create) is in it too: action adminCreateOperator by operator 0 named 命令行.
         */
        get: operations["adminListAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/audit/names": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Audit log names (操作日志名称)
         * @description The Chinese name of every admin write operation (from its summary) and of every target type (AuditTargetType), and the operators found in the log, for the log's filters.
         */
        get: operations["adminAuditNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/upload": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a picture (上传图片)
         * @description png, jpeg, webp or gif up to 5 MB; answers its address and pixel size for icons, covers, banners and activity pictures.
         */
        post: operations["adminUploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/game/types": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /** Game types for the game form (游戏分类) */
        get: operations["adminListGameTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/games": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Games (游戏列表)
         * @description Newest first.
         */
        get: operations["adminListGames"];
        put?: never;
        /**
         * Add a game (新增游戏)
         * @description onlineType 0 is free (buyAmount 0), 1 paid with buyAmount X钻. Packages and screenshots are uploaded after. Shows in the app at once.
         */
        post: operations["adminCreateGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/games/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** A game (游戏详情) */
        get: operations["adminGetGame"];
        /**
         * Change a game (修改游戏)
         * @description Fields, free or paid and price. A purchase already made keeps what it cost.
         */
        put: operations["adminUpdateGame"];
        post?: never;
        /**
         * Remove a game (删除游戏)
         * @description A game someone bought answers 1043 (已有购买记录).
         */
        delete: operations["adminDeleteGame"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/games/{id}/release": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** A game's release plan and reservations (预约与上线) */
        get: operations["adminGetGameRelease"];
        /**
         * List a game as upcoming or downloadable (设置预约上线)
         * @description `upcoming: true` lists the game as upcoming (players reserve it; downloads answer 1060) with an
         *     optional release time, at which the server releases it by itself (checked every minute). `upcoming:
         *     false` makes it downloadable without notifying anyone; to notify the players who reserved, release
         *     it (`adminReleaseGame`).
         */
        put: operations["adminSetGameRelease"];
        /**
         * Release an upcoming game now (立即上线)
         * @description The game becomes downloadable and every player who reserved it gets one inbox message (and a push
         *     where they chose it), once: the release claims the game and queues their notification in one
         *     transaction, so a second release (or the scheduled one at the same moment) finds nothing to do,
         *     and the notification is delivered within moments of the answer. A game that is not upcoming
         *     answers 1.
         */
        post: operations["adminReleaseGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/games/{id}/package": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a game package (上传安装包)
         * @description platformType 1 Android (.apk), 2 iOS (.ipa), up to 50 MB; replaces the platform's package. The download call hands it out from then on.
         */
        post: operations["adminUploadGamePackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/games/{id}/screenshots": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a screenshot (上传截图)
         * @description An image (png, jpeg, webp), appended after the others.
         */
        post: operations["adminAddGameScreenshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/games/{id}/screenshots/{screenshotId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The screenshot id. */
                screenshotId: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a screenshot (删除截图) */
        delete: operations["adminDeleteGameScreenshot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/books": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Comic books (漫画列表)
         * @description Newest first.
         */
        get: operations["adminListBooks"];
        put?: never;
        /** Add a book (新增漫画) */
        post: operations["adminCreateBook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/books/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** A book (漫画详情) */
        get: operations["adminGetBook"];
        /** Change a book (修改漫画) */
        put: operations["adminUpdateBook"];
        post?: never;
        /**
         * Remove a book (删除漫画)
         * @description With its chapters, pages, read history and subscriptions.
         */
        delete: operations["adminDeleteBook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/books/{id}/chapters": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A book's chapters (章节列表)
         * @description In reading order, each with its pages.
         */
        get: operations["adminListChapters"];
        put?: never;
        /**
         * Add a chapter (新增章节)
         * @description Appended as the book's newest chapter; pages are uploaded after, in order.
         */
        post: operations["adminCreateChapter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/chapters/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /** Change a chapter (修改章节) */
        put: operations["adminUpdateChapter"];
        post?: never;
        /**
         * Remove a chapter (删除章节)
         * @description The chapters after it move up one place.
         */
        delete: operations["adminDeleteChapter"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/chapters/{id}/pages": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a page (上传章节图片)
         * @description An image appended as the chapter's last page (upload pages one by one, in reading order). The first page becomes the chapter's cover when it has none.
         */
        post: operations["adminUploadChapterPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/chapters/{id}/pages/order": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder pages (调整页序)
         * @description pageIds must name every page of the chapter exactly once, in the new order.
         */
        put: operations["adminReorderChapterPages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/chapters/{id}/pages/{pageId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The page id. */
                pageId: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a page (删除章节图片) */
        delete: operations["adminDeleteChapterPage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/banners": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Banners (轮播图)
         * @description Home (home) and comics home (book) banners, by position then sort.
         */
        get: operations["adminListBanners"];
        put?: never;
        /** Add a banner (新增轮播图) */
        post: operations["adminCreateBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/banners/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /** Change a banner (修改轮播图) */
        put: operations["adminUpdateBanner"];
        post?: never;
        /** Remove a banner (删除轮播图) */
        delete: operations["adminDeleteBanner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/announcements": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Announcements (公告)
         * @description The newest version of each announcement, newest first.
         */
        get: operations["adminListAnnouncements"];
        put?: never;
        /**
         * Write an announcement (新建公告)
         * @description A draft, or published at once with publish true.
         */
        post: operations["adminCreateAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/announcements/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Edit an announcement (编辑公告 = 新版本)
         * @description Never changes the stored text: writes a new version (version + 1, same seriesId) that takes the old one's place; a published announcement stays published with the new text. Editing a version that is not the newest answers 1045.
         */
        put: operations["adminEditAnnouncement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/announcements/{id}/versions": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Versions of an announcement (历史版本)
         * @description Every version of the announcement's series, newest first.
         */
        get: operations["adminListAnnouncementVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/announcements/{id}/publish": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish (发布公告)
         * @description Shows in the app at once.
         */
        post: operations["adminPublishAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/announcements/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unpublish (下线公告)
         * @description Leaves the app at once; kept for the record.
         */
        post: operations["adminUnpublishAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/broadcast/preview": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview an operators' message and count its recipients (预览群发)
         * @description Sends nothing and writes nothing; the same input to adminSendBroadcast reaches these recipients.
         */
        post: operations["adminPreviewBroadcast"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/broadcast/send": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an operators' message to everyone, to members or to a game's owners (发送群发)
         * @description Recorded in the audit log (target `broadcast`), then delivered by the job queue: each recipient gets
         *     one inbox row of kind `system` (those who turned system notifications off get none). Answers the
         *     recipient count at the moment of sending.
         */
        post: operations["adminSendBroadcast"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/faq": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /** FAQ (常见问题) */
        get: operations["adminListFaq"];
        put?: never;
        /** Add a question (新增问题) */
        post: operations["adminCreateFaq"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/faq/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /** Change a question (修改问题) */
        put: operations["adminUpdateFaq"];
        post?: never;
        /** Remove a question (删除问题) */
        delete: operations["adminDeleteFaq"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/activities": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /** Activities (活动) */
        get: operations["adminListActivities"];
        put?: never;
        /**
         * Add an activity (新增活动)
         * @description HTML content is sanitized when stored; endTime after startTime.
         */
        post: operations["adminCreateActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/activities/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /** Change an activity (修改活动) */
        put: operations["adminUpdateActivity"];
        post?: never;
        /** Remove an activity (删除活动) */
        delete: operations["adminDeleteActivity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/gift-packs": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /** Gift packs (礼包) */
        get: operations["adminListGiftPacks"];
        put?: never;
        /**
         * Add a gift pack (新增礼包)
         * @description With its codes (stock = number of codes); duplicate codes in the list answer 400.
         */
        post: operations["adminCreateGiftPack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/gift-packs/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /** Change a gift pack (修改礼包) */
        put: operations["adminUpdateGiftPack"];
        post?: never;
        /**
         * Remove a gift pack (删除礼包)
         * @description A pack with claimed codes answers 1043.
         */
        delete: operations["adminDeleteGiftPack"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/gift-packs/{id}/codes": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add codes to a pack (补充礼包码)
         * @description Codes already in the pack are skipped; stock grows by the codes added.
         */
        post: operations["adminAddGiftCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/redeem-codes": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Redeem codes (兑换码)
         * @description Newest first, with their use count, limit and expiry; a pack's codes with packId.
         */
        get: operations["adminListRedeemCodes"];
        put?: never;
        /**
         * Make a batch of redeem codes (生成兑换码)
         * @description count random codes (or one chosen code), each redeemable by maxUses players once each until expiresAt, for a gift pack (packId: each redemption takes one of its codes) or X钻 (coins). Exactly one of packId and coins; an unknown pack answers 404, a chosen code that exists 1005.
         */
        post: operations["adminCreateRedeemCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/redeem-codes/{code}/disable": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The redeem code, as stored (upper case). */
                code: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a redeem code (停用兑换码)
         * @description It expires now: later redemptions answer 兑换码已过期; past ones stay. An unknown code answers 404.
         */
        post: operations["adminDisableRedeemCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/sensitive-words": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /** Sensitive words (敏感词) */
        get: operations["adminListSensitiveWords"];
        put?: never;
        /**
         * Add a sensitive word (新增敏感词)
         * @description A word already listed answers 1004. New posts and comments are masked with it at once.
         */
        post: operations["adminAddSensitiveWord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/sensitive-words/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a sensitive word (删除敏感词) */
        delete: operations["adminDeleteSensitiveWord"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/posts": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Search posts (帖子搜索)
         * @description By text and/or author, newest first, hidden ones included (hidden filters).
         */
        get: operations["adminSearchPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/posts/{id}/hide": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide a post (隐藏帖子)
         * @description Leaves every list and its page answers 404 to everyone but its author.
         */
        post: operations["adminHidePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/posts/{id}/unhide": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden post again (恢复帖子) */
        post: operations["adminUnhidePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/posts/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a post (删除帖子)
         * @description With its comments and likes; the audit row keeps its text.
         */
        delete: operations["adminDeletePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/comments": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Search comments (评论搜索)
         * @description By post, text and/or author, newest first.
         */
        get: operations["adminSearchComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/comments/{id}/hide": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a comment (隐藏评论) */
        post: operations["adminHideComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/comments/{id}/unhide": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden comment again (恢复评论) */
        post: operations["adminUnhideComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/comments/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a comment (删除评论)
         * @description A top-level comment goes with its replies.
         */
        delete: operations["adminDeleteComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reports": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Report review queue (举报审核)
         * @description Posts, comments and users with pending reports, most distinct reporters first: the reasons with their counts, the reporters' words, the reported content, and whether it is hidden now (a post or comment is hidden once enough distinct users reported it, until reviewed).
         */
        get: operations["adminListReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reports/{targetType}/{targetId}/resolve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description What was reported. */
                targetType: components["schemas"]["ReportTargetType"];
                /** @description The post or comment id, or the user's uid. */
                targetId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide on a reported target (处理举报)
         * @description Resolves every pending report of the target. upheld (维持处理) keeps a post or comment hidden for good, or deletes it with remove; dismissed (驳回) shows it again and later reports count from zero. A target without pending reports answers 404.
         */
        post: operations["adminResolveReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Search players (用户搜索)
         * @description By uid, name or phone (exact uid or phone, name contains).
         */
        get: operations["adminSearchUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{uid}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The player's uid. */
                uid: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        /**
         * A player (用户详情)
         * @description With balance and restrictions in force.
         */
        get: operations["adminGetUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{uid}/restrict": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The player's uid. */
                uid: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mute or ban a player (禁言 / 封禁)
         * @description mute: no posts or comments (1040 禁言 with the reason and end); ban: no login and every session ends (1041 封禁 with the reason and end). A new restriction of the same kind replaces the one in force.
         */
        post: operations["adminRestrictUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{uid}/unrestrict": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The player's uid. */
                uid: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a mute or ban (解除禁言 / 封禁) */
        post: operations["adminLiftRestriction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/orders": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Search recharge orders (订单查询)
         * @description By order number, player, status and creation day, newest first.
         */
        get: operations["adminSearchOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{uid}/makeup-cards": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The player's uid. */
                uid: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant make-up cards (发放补签卡)
         * @description Customer service: adds 1-10 make-up cards (补签卡) to a player, with a reason kept in the audit log. The monthly limit on using them (1031) is unchanged. An unknown uid answers 404.
         */
        post: operations["adminGrantMakeupCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/account-deletions": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts waiting for deletion (待注销账号)
         * @description Read-only: every pending account deletion, the soonest purge first. No call shortens the 7-day cooling-off; the owner cancels it by logging in before purgeTime.
         */
        get: operations["adminListAccountDeletions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{uid}/ledger": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The player's uid. */
                uid: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        /**
         * A player's X钻 ledger (X钻流水)
         * @description Newest first; refunds and corrections are entries of their own.
         */
        get: operations["adminUserLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{uid}/purchases": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The player's uid. */
                uid: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        /** A player's game purchases (购买记录) */
        get: operations["adminUserPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/refunds": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a game purchase (游戏购买退款)
         * @description Credits what the purchase cost as a new ledger entry (kind refund) and marks the purchase refunded (the game is no longer owned), in one transaction. Already refunded answers 1042. admin and operator only. A retry with the same Idempotency-Key answers the first result.
         */
        post: operations["adminRefundPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/corrections": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct a balance (调账)
         * @description A compensating ledger entry (kind correction) of a signed amount with a reason; never an edit of an entry. A debit larger than the balance answers 1001. admin and operator only.
         */
        post: operations["adminCorrectBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/orders/{orderNo}/refund": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The recharge order's number. */
                orderNo: string;
            };
            cookie?: never;
        };
        /**
         * What refunding a recharge would do (充值退款预览)
         * @description Read-only, for the confirm dialog: the money that would go back, the X钻 that would be taken back, the player's balance before and after, and whether it may be refunded now (refundable) or why not (refusal, the same sentence adminRefundRecharge would answer). An unknown order answers 404.
         */
        get: operations["adminPreviewRechargeRefund"];
        put?: never;
        /**
         * Refund a recharge (充值退款)
         * @description Gives a paid recharge order's whole price back through the payment provider that took it (the
         *     sandbox, or Alipay's alipay.trade.refund) and takes the order's X钻 (bonus included) back from the
         *     player's balance as a ledger entry of kind refund (negative, ref `recharge:<orderNo>:<attempt>`).
         *
         *     Already spent: a recharge is refunded whole or not at all. When the balance is below the order's
         *     X钻 (the player spent part of them) the refund is refused with 1001 and a sentence naming the balance
         *     and the X钻 to take back; nothing moves. A partial refund would have to price X钻 that came with a
         *     bonus, and would let a player spend the X钻 and still get the money; an exception is made by hand
         *     with adminCorrectBalance. adminPreviewRechargeRefund shows the same verdict before the operator
         *     confirms.
         *
         *     Order of the steps, so that no failure loses money: (1) one transaction takes the order (its refund
         *     row, once per order), debits the X钻 and writes the audit row; a balance too low refuses here. (2)
         *     The provider is asked to refund, with a request number fixed per order, which the provider treats
         *     as one refund however often it is sent. (3) One transaction marks the refund done. If the provider
         *     refuses (it answered, and no money moved), the X钻 are credited back in one transaction (kind
         *     refund, ref `recharge-back:<orderNo>:<attempt>`), the refund is `failed` with the provider's reason
         *     and this call answers 1 with it; it may be tried again. If the provider cannot be reached or its
         *     answer is unknown, the refund stays `pending` with the X钻 held (never spendable meanwhile) and this
         *     call answers 1 saying so; calling again (any key) asks the provider again with the same request
         *     number and finishes it. Money never leaves before the X钻 are taken, and X钻 are given back only on a
         *     refusal the provider stated.
         *
         *     Once: a refunded order answers 1042; concurrent calls on one order queue on its row. A retry with
         *     the same Idempotency-Key answers the first result. Only paid orders (1 otherwise), and only while
         *     the order's provider is the configured one (1 otherwise). admin and operator only.
         */
        post: operations["adminRefundRecharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reconciliation": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Reconciliation report (对账)
         * @description For the days given (default today, Asia/Shanghai): paid orders against X钻 credited, X钻 spent against purchases, refunds and corrections against their ledger entries, and every balance against its ledger sum; each difference is listed and clean is false.
         */
        get: operations["adminReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/dashboard": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Dashboard figures (数据看板)
         * @description Per Asia/Shanghai day of the range (default the last 7 days, at most 92): active players, new players, X钻 sold (credited by recharges), spent (gross) and refunded (given back by refunds of purchases), downloads; totals; the 10 most downloaded games and most read books of the range.
         */
        get: operations["adminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Envelope of a successful answer. Every `*Answer` schema is this plus `data`. */
        Success: {
            /**
             * @description 0 means success.
             * @constant
             */
            code: 0;
            /**
             * @description Human-readable message.
             * @example ok
             */
            msg: string;
        };
        /**
         * @description A business refusal, HTTP 200. 1 other refusal, 2 session expired (log out locally),
         *     1001 X钻 balance too low, 1002 wrong name or password, 1003 wrong/expired/used SMS code,
         *     1004 name taken, 1005 already done, 1006 out of stock, 1007 guest may only download free games,
         *     1008 idempotency key reused with other parameters, 1009 phone not registered / already bound,
         *     1010 chapter locked (unlock it first), 1011 announcement changed since that version,
         *     1020 already reported, 1021 blocked by that user, 1022 I blocked that user, 1023 under review,
         *     1040 muted, 1041 banned, 1042 already refunded, 1043 in use, 1044 last admin, 1045 not the newest version, 1046 operator account locked.
         * @example {
         *       "code": 2,
         *       "msg": "登录已失效，请重新登录",
         *       "data": null
         *     }
         * @example {
         *       "code": 1001,
         *       "msg": "当前X钻余额不足",
         *       "data": null
         *     }
         */
        Refusal: {
            code: components["schemas"]["BusinessCode"];
            msg: string;
            data: null;
        };
        /**
         * @description The `code` of a business refusal (HTTP 200, `data` null). Clients name them by
         *     `x-enum-varnames` (the SDK exports them as `BusinessCode.SessionExpired`, ...).
         * @enum {integer}
         */
        BusinessCode: 1 | 2 | 1001 | 1002 | 1003 | 1004 | 1005 | 1006 | 1007 | 1008 | 1009 | 1020 | 1021 | 1022 | 1023 | 1030 | 1031 | 1032 | 1033 | 1034 | 1035 | 1036 | 1040 | 1041 | 1042 | 1043 | 1044 | 1045 | 1010 | 1011 | 1046 | 1024 | 1060 | 1061;
        /**
         * @description An HTTP error answer; `code` equals the HTTP status.
         * @example {
         *       "code": 404,
         *       "msg": "内容不存在",
         *       "data": null
         *     }
         */
        ErrorAnswer: {
            /** @enum {integer} */
            code: 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500;
            msg: string;
            data?: null;
        };
        /** @description Paging fields of every paged answer. */
        PageMeta: {
            /** @description Number of items over all pages. */
            total: number;
            currentPage: number;
            pageSize: number;
            /** @description On lists paged by cursor, the cursor of the next page (send it as `cursor`); null when this page is the last. */
            nextCursor?: string | null;
        };
        /** @description Paging fields of a console list that grows with the data (posts, comments, players, orders, a player's X钻 ledger, the audit log). No total: counting a growing table on every page view would cost more than the page itself; `nextCursor` says whether more follow. */
        CursorPageMeta: {
            currentPage: number;
            pageSize: number;
            /** @description The cursor of the next page (send it as `cursor`); null when this page is the last. */
            nextCursor: string | null;
        };
        /** @description Fields every portal body may carry. Extra fields are allowed and ignored. */
        PortalBase: {
            /**
             * @description Platform app id; the SDK adds 2008 when absent.
             * @default 2008
             */
            appID: number;
            /**
             * @description Channel code from the address (`code`); the SDK adds "0" when absent.
             * @default 0
             */
            channelID: string;
            /** @description Client-side marker: send this body as application/json. The SDK strips it before sending. */
            _json?: unknown;
        };
        Paging: {
            /**
             * @description 1-based page number.
             * @default 1
             */
            currentPage: number;
            /** @default 20 */
            pageSize: number;
        };
        /**
         * @description Opaque keyset cursor, a page's `nextCursor`.
         * @example WyJuIiwiMjAyNi0xMS0yMVQwODowMDowMC4wMDBaIiw0Ml0
         */
        Cursor: string;
        CursorPaging: {
            cursor?: components["schemas"]["Cursor"];
        };
        /** @description A paged portal call that also pages by cursor. */
        CursorPageRequest: components["schemas"]["PortalBase"] & components["schemas"]["Paging"] & components["schemas"]["CursorPaging"];
        /** @description A paged portal call. */
        PageRequest: components["schemas"]["PortalBase"] & components["schemas"]["Paging"];
        /**
         * @description User id, a string of digits.
         * @example 10001
         */
        Uid: string;
        /**
         * @description Mainland mobile number (手机号).
         * @example 13812345678
         */
        Phone: string;
        /**
         * @description Six-digit SMS code (验证码).
         * @example 123456
         */
        SmsCode: string;
        /**
         * @description One line of text a person names or titles something with (names, titles, tags, short notes and reasons):
         *     no bidirectional embedding, override or isolate control (U+202A-U+202E, U+2066-U+2069), which would
         *     let it reorder what is shown around it (a name made to read backwards, a file name that hides its
         *     extension). Refused with `参数错误：<field> 不能含有文字方向控制字符`. Long text (posts, comments,
         *     intros, announcement bodies) may carry them and is shown isolated (openapi/README.md "Input rules").
         * @example 小明
         */
        OneLineText: string;
        /**
         * @description Display and login name (用户名), 2-16 characters, one line (OneLineText).
         * @example 小明
         */
        UserName: components["schemas"]["OneLineText"];
        /**
         * @description Password (密码), 6-32 characters.
         * @example secret123
         */
        Password: string;
        /**
         * @description 32-character uuid v4 without dashes (stored as h5_device_id).
         * @example 3f2b6c1e9a4d4e0f8b7c6d5e4f3a2b1c
         */
        DeviceId: string;
        /**
         * @description Invite code from the address (`inviteCode`); empty when none.
         * @example K7XQ2P
         */
        InviteCode: string;
        /**
         * @description 1 hottest (most liked, then newest), 2 newest first.
         * @default 1
         * @enum {integer}
         */
        Sort: 1 | 2;
        /**
         * @description A new post. Either text, images or a video must be present (content is required, 1-2000 characters).
         *     `x-notice` is the community rule shown above the editor (the default of the square.notice setting).
         * @example {
         *       "content": "今天抽到了SSR！",
         *       "tagId": 2,
         *       "images": [
         *         {
         *           "url": "/files/square/a1.png",
         *           "width": 750,
         *           "height": 1000
         *         }
         *       ]
         *     }
         */
        PostCreateRequest: {
            content: string;
            tagId: number;
            images?: components["schemas"]["MediaImage"][];
            video?: components["schemas"]["Video"] | null;
        };
        /**
         * @description A comment on a post, or a reply when replyCommentId names a comment of the same post.
         * @example {
         *       "content": "说得好",
         *       "replyCommentId": null
         *     }
         */
        CommentCreateRequest: {
            content: string;
            /** @description The comment replied to; absent or null for a top-level comment. */
            replyCommentId?: number | null;
        };
        /**
         * @description A square search to remember.
         * @example {
         *       "keyword": "攻略"
         *     }
         */
        SearchRecordRequest: {
            /** @description What was searched; blank after trimming answers 400. */
            keyword: components["schemas"]["OneLineText"];
        };
        /**
         * @description A report of a post, a comment, a game review or a user (举报).
         * @example {
         *       "targetType": "post",
         *       "targetId": "12",
         *       "reason": "垃圾广告",
         *       "detail": "反复发广告链接"
         *     }
         */
        ReportRequest: {
            targetType: components["schemas"]["ReportTargetType"];
            /** @description The post, comment or game review id, or the user's uid, as digits. */
            targetId: string;
            reason: components["schemas"]["ReportReason"];
            /** @description Optional words of the reporter (补充说明). */
            detail?: components["schemas"]["OneLineText"];
        };
        /**
         * @description What is reported (review = a game review, by its id).
         * @enum {string}
         */
        ReportTargetType: "post" | "comment" | "user" | "review";
        /**
         * @description The fixed reasons offered, as shown to the user.
         * @enum {string}
         */
        ReportReason: "垃圾广告" | "色情低俗" | "违法违规" | "辱骂攻击" | "侵权抄袭" | "其他";
        /**
         * @description hot 最热 (most 有用 votes, then newest), new 最新 (newest first).
         * @default hot
         * @enum {string}
         */
        GameReviewSort: "hot" | "new";
        /**
         * @description My review of a game (one per player and game; a second PUT replaces it).
         * @example {
         *       "rating": 5,
         *       "content": "画面很棒，剧情也不错"
         *     }
         * @example {
         *       "rating": 3
         *     }
         */
        GameReviewInput: {
            /** @description Stars, 1-5. */
            rating: number;
            /** @description Optional words, at most 2000 characters as a post; empty or left out for stars only. Sensitive words are masked. */
            content?: string;
        };
        /**
         * @description A player's review of a game.
         * @example {
         *       "id": 7,
         *       "gameId": 1,
         *       "uid": "10001",
         *       "author": {
         *         "uid": "10001",
         *         "name": "小明",
         *         "avatar": "",
         *         "levelType": 0
         *       },
         *       "rating": 5,
         *       "content": "画面很棒",
         *       "played": true,
         *       "helpfulCount": 3,
         *       "helpful": false,
         *       "mine": false,
         *       "hidden": false,
         *       "createTime": "2026-11-21T08:00:00.000Z",
         *       "updateTime": "2026-11-21T08:00:00.000Z"
         *     }
         */
        GameReview: {
            id: number;
            gameId: number;
            uid: components["schemas"]["Uid"];
            author: components["schemas"]["UserBrief"];
            rating: number;
            /** @description The words (sensitive words masked); empty for stars only. */
            content: string;
            /** @description The author downloaded the game (玩过). */
            played: boolean;
            /** @description 有用 votes. */
            helpfulCount: number;
            /** @description I voted it helpful. */
            helpful: boolean;
            /** @description I wrote it. */
            mine: boolean;
            /** @description Hidden by the moderators (only its author still sees it, and it leaves the rating). */
            hidden: boolean;
            createTime: components["schemas"]["Timestamp"];
            updateTime: components["schemas"]["Timestamp"];
        };
        GameRatingBar: {
            stars: number;
            count: number;
        };
        /**
         * @description A game's rating summary (评分).
         * @example {
         *       "gameId": 1,
         *       "average": null,
         *       "count": 2,
         *       "minimumCount": 5,
         *       "distribution": [
         *         {
         *           "stars": 5,
         *           "count": 1
         *         },
         *         {
         *           "stars": 4,
         *           "count": 1
         *         },
         *         {
         *           "stars": 3,
         *           "count": 0
         *         },
         *         {
         *           "stars": 2,
         *           "count": 0
         *         },
         *         {
         *           "stars": 1,
         *           "count": 0
         *         }
         *       ]
         *     }
         */
        GameRating: {
            gameId: number;
            /** @description Mean stars to one decimal; null while `count` is below `minimumCount` (评分人数不足). */
            average: number | null;
            /** @description Ratings counted (visible reviews). */
            count: number;
            /**
             * @description Ratings needed before an average is shown.
             * @constant
             */
            minimumCount: 5;
            /** @description One bar per star, 5 stars first; the counts add up to `count`. */
            distribution: components["schemas"]["GameRatingBar"][];
        };
        SavedGameReview: {
            review: components["schemas"]["GameReview"];
            rating: components["schemas"]["GameRating"];
        };
        HelpfulState: {
            helpful: boolean;
            helpfulCount: number;
        };
        GameReviewPage: components["schemas"]["PageMeta"] & {
            records: components["schemas"]["GameReview"][];
        };
        GameReviewPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["GameReviewPage"];
        };
        MyGameReviewAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["GameReview"] | null;
        };
        SavedGameReviewAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["SavedGameReview"];
        };
        GameRatingAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["GameRating"];
        };
        HelpfulStateAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["HelpfulState"];
        };
        /**
         * @example {
         *       "appID": 2008,
         *       "channelID": "0",
         *       "deviceID": "3f2b6c1e9a4d4e0f8b7c6d5e4f3a2b1c",
         *       "deviceType": "h5",
         *       "osType": 3
         *     }
         */
        DeviceInitRequest: components["schemas"]["PortalBase"] & {
            deviceID: components["schemas"]["DeviceId"];
            /** @constant */
            deviceType: "h5";
            /**
             * @description 3 is H5.
             * @constant
             */
            osType: 3;
        };
        AppInitRequest: components["schemas"]["PortalBase"] & {
            inviteCode?: components["schemas"]["InviteCode"];
            deviceID?: components["schemas"]["DeviceId"];
        };
        /**
         * @example {
         *       "phone": "13812345678",
         *       "scene": "login"
         *     }
         */
        SmsCodeRequest: components["schemas"]["PortalBase"] & {
            phone: components["schemas"]["Phone"];
            /**
             * @description login (登录), bind (绑定手机), reset (找回密码).
             * @enum {string}
             */
            scene: "login" | "bind" | "reset";
        };
        /**
         * @example {
         *       "name": "小明",
         *       "password": "secret123",
         *       "inviteCode": "",
         *       "deviceID": "3f2b6c1e9a4d4e0f8b7c6d5e4f3a2b1c"
         *     }
         */
        RegisterWithNameRequest: components["schemas"]["PortalBase"] & {
            name: components["schemas"]["UserName"];
            password: components["schemas"]["Password"];
            inviteCode?: components["schemas"]["InviteCode"];
            deviceID?: components["schemas"]["DeviceId"];
        };
        /**
         * @example {
         *       "name": "小明",
         *       "password": "secret123"
         *     }
         */
        LoginRequest: components["schemas"]["PortalBase"] & {
            name: components["schemas"]["UserName"];
            password: components["schemas"]["Password"];
            deviceID?: components["schemas"]["DeviceId"];
        };
        /**
         * @example {
         *       "phone": "13812345678",
         *       "code": "123456",
         *       "inviteCode": "K7XQ2P"
         *     }
         */
        LoginWithPhoneRequest: components["schemas"]["PortalBase"] & {
            phone: components["schemas"]["Phone"];
            code: components["schemas"]["SmsCode"];
            inviteCode?: components["schemas"]["InviteCode"];
            deviceID?: components["schemas"]["DeviceId"];
        };
        LoginPhoneWithoutRegisterRequest: components["schemas"]["PortalBase"] & {
            phone: components["schemas"]["Phone"];
            code: components["schemas"]["SmsCode"];
            inviteCode?: components["schemas"]["InviteCode"];
            deviceID?: components["schemas"]["DeviceId"];
        };
        AutoLoginRequest: components["schemas"]["PortalBase"] & {
            deviceID: components["schemas"]["DeviceId"];
            inviteCode?: components["schemas"]["InviteCode"];
        };
        TokenLoginRequest: components["schemas"]["PortalBase"] & {
            /** @description The `token` address parameter. */
            token: string;
            deviceID?: components["schemas"]["DeviceId"];
        };
        ResetPasswordRequest: components["schemas"]["PortalBase"] & {
            phone: components["schemas"]["Phone"];
            code: components["schemas"]["SmsCode"];
            password: components["schemas"]["Password"];
        };
        BindPhoneRequest: components["schemas"]["PortalBase"] & {
            phone: components["schemas"]["Phone"];
            code: components["schemas"]["SmsCode"];
        };
        UidRequest: components["schemas"]["PortalBase"] & {
            uid: components["schemas"]["Uid"];
        };
        UidPageRequest: components["schemas"]["PortalBase"] & components["schemas"]["Paging"] & components["schemas"]["CursorPaging"] & {
            uid: components["schemas"]["Uid"];
        };
        IdRequest: components["schemas"]["PortalBase"] & {
            id: number;
        };
        /** @description 个性签名, one line of at most 60 characters (may be empty). */
        Signature: components["schemas"]["OneLineText"];
        /**
         * @example {
         *       "name": "小红",
         *       "sex": 2,
         *       "age": "20",
         *       "signature": "爱看漫画"
         *     }
         */
        UpdateInfoRequest: components["schemas"]["PortalBase"] & {
            name?: components["schemas"]["UserName"];
            sex?: components["schemas"]["Sex"];
            age?: components["schemas"]["Age"];
            signature?: components["schemas"]["Signature"];
        };
        VipOpenRequest: components["schemas"]["PortalBase"] & {
            tierId: number;
        };
        PayInfoRequest: components["schemas"]["PortalBase"] & {
            packageId: number;
        };
        /**
         * @description Payment provider callback body (not a PortalBase body).
         * @example {
         *       "orderNo": "R20261121080000123456",
         *       "tradeNo": "SB1795334400000a1b2c3d4",
         *       "amount": 600,
         *       "status": "SUCCESS",
         *       "timestamp": 1795334400000,
         *       "nonce": "9f8e7d6c5b4a3921",
         *       "sign": "2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae"
         *     }
         */
        PayNotifyRequest: {
            orderNo: string;
            /** @description The provider's transaction number. */
            tradeNo: string;
            /** @description Paid amount in fen (分, CNY); must equal the order's. */
            amount: number;
            /**
             * @description Only paid notices are sent.
             * @enum {string}
             */
            status: "SUCCESS";
            /** @description Unix milliseconds when signed; accepted from 10 minutes before to 5 minutes after the server's clock. */
            timestamp: number;
            /** @description Signed; used once: the same notice again is answered success, another order with it is refused. */
            nonce: string;
            sign: string;
        };
        DownloadRecordRequest: components["schemas"]["PortalBase"] & {
            /** @description The game's appID. */
            gameId: number;
            inviteCode?: components["schemas"]["InviteCode"];
        };
        DownloadRequest: components["schemas"]["PortalBase"] & {
            platformType: components["schemas"]["PlatformType"];
        };
        GameListRequest: components["schemas"]["PortalBase"] & components["schemas"]["Paging"] & {
            /** @description GameType id; absent or 0 for all. */
            type?: number;
            keyword?: string;
        };
        GameAppIdRequest: components["schemas"]["PortalBase"] & {
            /** @description The game's appID (replaces the platform default here). */
            appID: number;
        };
        AnnouncementRequest: components["schemas"]["PortalBase"] & {
            /**
             * @description 1 is the start-up popup.
             * @constant
             */
            posType: 1;
        };
        BookListRequest: components["schemas"]["PortalBase"] & components["schemas"]["Paging"] & {
            /** @description Only books with this tag. */
            tag?: string;
            /**
             * @description hot (人气) or update (最近更新).
             * @default hot
             * @enum {string}
             */
            order: "hot" | "update";
            status?: components["schemas"]["BookStatus"];
        };
        BookIdRequest: components["schemas"]["PortalBase"] & {
            bookId: number;
        };
        ChapterListRequest: components["schemas"]["PortalBase"] & {
            bookId: number;
            /**
             * @default asc
             * @enum {string}
             */
            order: "asc" | "desc";
        };
        ChapterRequest: components["schemas"]["PortalBase"] & {
            bookId: number;
            chapterId: number;
        };
        ReadingSettingsSaveRequest: components["schemas"]["PortalBase"] & {
            autoUnlock: boolean;
        };
        ReadProgressMergeRequest: components["schemas"]["PortalBase"] & {
            records: components["schemas"]["ReadProgressRecord"][];
        };
        AnnouncementDismissRequest: components["schemas"]["PortalBase"] & {
            id: number;
            version: string;
        };
        ReadHistorySaveRequest: components["schemas"]["PortalBase"] & {
            bookId: number;
            chapterId: number;
            /**
             * @description 0-based index of the page being read; at most 100000, as in a merged guest record (a larger one is refused with 400, never stored).
             * @default 0
             */
            position: number;
        };
        GiftClaimRequest: components["schemas"]["PortalBase"] & {
            giftId: number;
        };
        TaskClaimRequest: components["schemas"]["PortalBase"] & {
            taskId: number;
        };
        CheckinInfoRequest: components["schemas"]["PortalBase"] & {
            /** @description YYYY-MM. */
            month?: string;
        };
        /**
         * @description A make-up (补签) of a missed day with a 补签卡: at most `x-monthly-limit` a month (Asia/Shanghai), the
         *     number CheckinInfo.makeupLimit answers. `x-messages` are the refusals' words (1036, 1034, 1035).
         */
        CheckinMakeupRequest: components["schemas"]["PortalBase"] & {
            /**
             * @description The missed day, YYYY-MM-DD (Asia/Shanghai).
             * @example 2026-11-18
             */
            day: string;
        };
        RedeemRequest: components["schemas"]["PortalBase"] & {
            /**
             * @description The redeem code as typed; case, spaces and dashes do not matter.
             * @example WELCOME100
             */
            code: string;
        };
        SessionRevokeRequest: components["schemas"]["PortalBase"] & {
            /** @description SignedInDevice.id of the session to sign out. */
            id: string;
        };
        /** @description A push subscription's endpoint, the push service's address for one browser (`PushSubscription.endpoint`). */
        PushEndpoint: string;
        PushSubscribeRequest: components["schemas"]["PortalBase"] & {
            endpoint: components["schemas"]["PushEndpoint"];
            /** @description The browser's P-256 public key, base64url (`PushSubscription.toJSON().keys.p256dh`). */
            p256dh: string;
            /** @description The browser's 16-byte auth secret, base64url (`keys.auth`). */
            auth: string;
        };
        PushUnsubscribeRequest: components["schemas"]["PortalBase"] & {
            endpoint: components["schemas"]["PushEndpoint"];
        };
        /** @description The server's VAPID public key. */
        PushKey: {
            /** @description Base64url, 65 bytes: the uncompressed P-256 point. */
            publicKey: string;
        };
        PushKeyAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["PushKey"];
        };
        AccountDeletionRequest: components["schemas"]["PortalBase"] & {
            /**
             * @description 1 once the user confirmed the warning (X钻 balance lost, 7-day cooling-off).
             * @enum {integer}
             */
            confirm: 1;
        };
        FileUpload: {
            /**
             * Format: binary
             * @description The file part.
             */
            file: string;
        };
        /** @description An avatar (png, jpeg, webp) of at most `x-max-bytes` bytes; a larger one answers 413. */
        AvatarUpload: components["schemas"]["FileUpload"];
        /**
         * @description A post's picture (png, jpeg, webp, gif) of at most `x-image-max-bytes` bytes, or its video (mp4, webm) of
         *     at most `x-video-max-bytes` bytes; a larger one answers 413.
         */
        MediaUpload: components["schemas"]["FileUpload"];
        /** @description Address of an uploaded picture (from adminUploadImage), as the console stores it. */
        ImageAddress: string;
        /** @description Address of a picture. One under `/files/` (WebP, PNG or JPEG) may also be asked at each width of `x-widths`, for a phone to download no more pixels than it shows: `GET /files/<key>?w=<width>` answers it scaled down to that many pixels wide, as WebP (made at the first ask and kept); a picture already that narrow is answered as stored; any other `w` answers 400 `{code, msg}`. The SDK's `pictureSrcSet` writes the `srcset` of a picture shown at a given width from these. */
        PictureAddress: string;
        /**
         * @description 0 unknown, 1 male (男), 2 female (女).
         * @default 0
         * @enum {integer}
         */
        Sex: 0 | 1 | 2;
        /** @description Age as a string of digits; empty when not set. */
        Age: string;
        /** @description Membership level; below 1 non-member, 1 or more member (会员). */
        LevelType: number;
        /**
         * @description 1 Android, 2 iOS.
         * @enum {integer}
         */
        PlatformType: 1 | 2;
        /**
         * @description 0 free direct download, 1 paid with X钻.
         * @enum {integer}
         */
        OnlineType: 0 | 1;
        /**
         * @description ongoing (连载中) or finished (已完结).
         * @enum {string}
         */
        BookStatus: "ongoing" | "finished";
        /**
         * Format: date-time
         * @description ISO-8601 with offset.
         * @example 2026-11-21T08:00:00.000Z
         */
        Timestamp: string;
        /**
         * @description An image with its pixel size (so the layout can reserve space).
         * @example {
         *       "url": "/files/square/a1.png",
         *       "width": 750,
         *       "height": 1000
         *     }
         */
        MediaImage: {
            url: string;
            width: number;
            height: number;
        };
        /**
         * @example {
         *       "url": "/files/square/v1.mp4",
         *       "thumbnail": "/files/square/v1.png",
         *       "width": 720,
         *       "height": 1280,
         *       "duration": 12.5
         *     }
         */
        Video: {
            url: string;
            /** @description Frame at 1 second, PNG. */
            thumbnail: string;
            width: number;
            height: number;
            /** @description Seconds. */
            duration: number;
        };
        /**
         * @description An author as shown beside a post or comment.
         * @example {
         *       "uid": "10001",
         *       "name": "小明",
         *       "avatar": "/files/avatars/10001.png",
         *       "levelType": 1
         *     }
         */
        UserBrief: {
            uid: components["schemas"]["Uid"];
            name: string;
            /** @description Avatar address; empty for the default avatar. */
            avatar: string;
            levelType: components["schemas"]["LevelType"];
        };
        /**
         * @description A square tag (标签).
         * @example {
         *       "id": 1,
         *       "tag": "攻略"
         *     }
         */
        Tag: {
            id: number;
            /** @description The tag's name. */
            tag: string;
        };
        /**
         * @description A square post (帖子).
         * @example {
         *       "id": 42,
         *       "uid": "10001",
         *       "author": {
         *         "uid": "10001",
         *         "name": "小明",
         *         "avatar": "",
         *         "levelType": 0
         *       },
         *       "tagId": 2,
         *       "content": "今天抽到了SSR！",
         *       "images": [
         *         {
         *           "url": "/files/square/a1.png",
         *           "width": 750,
         *           "height": 1000
         *         }
         *       ],
         *       "video": null,
         *       "likeCount": 12,
         *       "commentCount": 3,
         *       "liked": false,
         *       "following": false,
         *       "mine": false,
         *       "createTime": "2026-11-21T08:00:00.000Z"
         *     }
         */
        Post: {
            id: number;
            uid: components["schemas"]["Uid"];
            author: components["schemas"]["UserBrief"];
            tagId: number;
            content: string;
            images: components["schemas"]["MediaImage"][];
            video: components["schemas"]["Video"] | null;
            likeCount: number;
            commentCount: number;
            /** @description Whether I like it (false for a guest). */
            liked: boolean;
            /** @description Whether I follow the author (false for a guest). */
            following: boolean;
            /** @description Whether I wrote it. */
            mine: boolean;
            createTime: components["schemas"]["Timestamp"];
        };
        /** @description The post a comment belongs to, as shown in my comment history. */
        PostRef: {
            id: number;
            /** @description Start of the post's content. */
            excerpt: string;
        };
        /**
         * @description A comment or a reply (评论 / 回复).
         * @example {
         *       "id": 7,
         *       "postId": 42,
         *       "uid": "10002",
         *       "author": {
         *         "uid": "10002",
         *         "name": "小红",
         *         "avatar": "",
         *         "levelType": 0
         *       },
         *       "content": "恭喜！",
         *       "replyCommentId": null,
         *       "replyTo": null,
         *       "likeCount": 1,
         *       "liked": false,
         *       "replyCount": 0,
         *       "replies": [],
         *       "createTime": "2026-11-21T08:05:00.000Z",
         *       "mine": false
         *     }
         */
        Comment: {
            id: number;
            postId: number;
            uid: components["schemas"]["Uid"];
            author: components["schemas"]["UserBrief"];
            content: string;
            /** @description The comment replied to; null for a top-level comment. */
            replyCommentId: number | null;
            /** @description Author of the comment replied to; null for a top-level comment. */
            replyTo: components["schemas"]["UserBrief"] | null;
            likeCount: number;
            liked: boolean;
            replyCount: number;
            /** @description Preview of the first replies (empty for replies themselves). */
            replies: components["schemas"]["Comment"][];
            createTime: components["schemas"]["Timestamp"];
            /** @description Whether I wrote it. */
            mine: boolean;
            post?: components["schemas"]["PostRef"];
        };
        /**
         * @example {
         *       "key": "square.post.maxImages",
         *       "value": "9"
         *     }
         */
        ConfigItem: {
            key: string;
            value: string;
        };
        /**
         * @example {
         *       "id": 1,
         *       "word": "赌博"
         *     }
         */
        SensitiveWord: {
            id: number;
            word: string;
        };
        /**
         * @example {
         *       "url": "/files/square/2026/11/a1.png",
         *       "kind": "image",
         *       "width": 750,
         *       "height": 1000
         *     }
         */
        UploadResult: {
            /** @description Served under /files/. */
            url: string;
            /** @enum {string} */
            kind: "image" | "video";
            width: number;
            height: number;
            /** @description Seconds, for a video. */
            duration?: number | null;
        };
        LikeState: {
            liked: boolean;
            likeCount: number;
        };
        FollowState: {
            following: boolean;
            followerCount: number;
        };
        BlockState: {
            blocked: boolean;
        };
        /**
         * @description A user on my 黑名单.
         * @example {
         *       "user": {
         *         "uid": "10001",
         *         "name": "小明",
         *         "avatar": "",
         *         "levelType": 0
         *       },
         *       "blockTime": "2026-11-21T08:00:00.000Z"
         *     }
         */
        BlockedUser: {
            user: components["schemas"]["UserBrief"];
            blockTime: components["schemas"]["Timestamp"];
        };
        /**
         * @description What /user/device/init answers; becomes the SDK's serverConfig.
         * @example {
         *       "appID": 2008,
         *       "channelID": "0",
         *       "otherConfig": {
         *         "ug.phone.login.auto.register": "1"
         *       },
         *       "serverTime": "2026-11-21T08:00:00.000Z"
         *     }
         */
        ServerConfig: {
            appID: number;
            channelID: string;
            /** @description String switches. 'ug.phone.login.auto.register' '1' makes phone login auto-register, '0' uses the login-without-register call. */
            otherConfig: {
                /** @enum {string} */
                "ug.phone.login.auto.register": "0" | "1";
            } & {
                [key: string]: string;
            };
            serverTime: components["schemas"]["Timestamp"];
        };
        /**
         * @description The logged-in account, kept by the client (in storage, until logout or session expiry).
         * @example {
         *       "accountType": 0,
         *       "age": "",
         *       "loginName": "小明",
         *       "name": "小明",
         *       "needBind": 1,
         *       "needRealName": 0,
         *       "newAccount": 0,
         *       "sex": 0,
         *       "token": "9b1f0c2e7d4a4b6f8e3c1a5d7f9b2e4c",
         *       "uid": "10001"
         *     }
         */
        Account: {
            /** @description 0 name account, 1 phone account, 2 device account. */
            accountType: number;
            age: components["schemas"]["Age"];
            /** @description Name or masked phone used to log in. */
            loginName: string;
            /** @description Display name. */
            name: string;
            /**
             * @description 1 when no phone is bound.
             * @enum {integer}
             */
            needBind: 0 | 1;
            /** @enum {integer} */
            needRealName: 0 | 1;
            /**
             * @description 1 when this call created the account.
             * @enum {integer}
             */
            newAccount: 0 | 1;
            sex: components["schemas"]["Sex"];
            /** @description Session token for UG-Token. */
            token: string;
            uid: components["schemas"]["Uid"];
            /** @description Present and true when this login cancelled a pending account deletion (注销申请已撤销). */
            deletionCancelled?: boolean;
        };
        /**
         * @description The logged-in user's status from /user/center/me.
         * @example {
         *       "uid": "10001",
         *       "name": "小明",
         *       "avatar": "",
         *       "coinNum": 120,
         *       "levelType": 0,
         *       "vipExpireAt": null,
         *       "phone": "138****5678",
         *       "inviteCode": "K7XQ2P",
         *       "unreadCount": 2,
         *       "sex": 1,
         *       "age": "18",
         *       "signature": "",
         *       "followingCount": 3,
         *       "followerCount": 5
         *     }
         */
        UserStatus: {
            uid: components["schemas"]["Uid"];
            name: string;
            /** @description Empty for the default avatar. */
            avatar: string;
            /** @description X钻 balance. */
            coinNum: number;
            levelType: components["schemas"]["LevelType"];
            /** @description End of membership; null when never a member. */
            vipExpireAt: components["schemas"]["Timestamp"] | null;
            /** @description Masked bound phone (138****5678); null when none. */
            phone: string | null;
            inviteCode: string;
            unreadCount: number;
            sex: components["schemas"]["Sex"];
            age: components["schemas"]["Age"];
            signature: string;
            followingCount: number;
            followerCount: number;
            /** @description 0 name account, 1 phone account, 2 device account. */
            accountType?: number;
            /** @description When the account was registered. */
            createTime?: components["schemas"]["Timestamp"];
        };
        SmsSent: {
            /** @description Seconds the code stays valid. */
            expiresIn: number;
            /** @description Seconds before another code may be asked. */
            resendIn: number;
        };
        /**
         * @description An inbox message (站内信).
         * @example {
         *       "id": 3,
         *       "title": "充值到账",
         *       "content": "您充值的 600 X钻 已到账。",
         *       "createTime": "2026-11-21T08:00:00.000Z",
         *       "read": false
         *     }
         */
        Message: {
            id: number;
            title: string;
            /** @description Plain text. */
            content: string;
            /** @description What it is about: a NotificationKind (chapter, reply, like, follow, game_released, order, system), or an older system kind (wallet, vip, gift, task, invite). */
            kind?: string;
            /** @description The inbox tab it is listed under (never all). */
            tab?: components["schemas"]["InboxTab"];
            /** @description The web app path it opens (the chapter, the post, the game...); null when the message itself is all there is. */
            url?: string | null;
            createTime: components["schemas"]["Timestamp"];
            read: boolean;
            /** @description When I first opened it; null while unread. */
            readTime?: components["schemas"]["Timestamp"] | null;
        };
        MessageSummary: {
            unreadCount: number;
            /** @description Messages in the inbox. */
            total?: number;
            latest: components["schemas"]["Message"] | null;
            unreadByTab?: components["schemas"]["UnreadByTab"];
        };
        /** @description Unread messages per inbox tab; `all` is their sum. */
        UnreadByTab: {
            all: number;
            reply: number;
            like: number;
            follow: number;
            update: number;
            system: number;
        };
        /**
         * @description The inbox's tabs: reply (回复: kind reply), like (赞: kind like, one message per liked post or comment,
         *     `张三等5人赞了你的帖子`), follow (关注: kind follow), update (更新: chapter and game_released), system
         *     (系统: system, order and the older kinds). `all` lists every message.
         * @enum {string}
         */
        InboxTab: "all" | "reply" | "like" | "follow" | "update" | "system";
        /**
         * @description What a notification is about; each kind has its own setting.
         * @enum {string}
         */
        NotificationKind: "chapter" | "reply" | "like" | "follow" | "game_released" | "order" | "system";
        /**
         * @description off: none; inbox: in the inbox only (仅站内); push: in the inbox and as a push notification (站内和推送).
         * @enum {string}
         */
        NotificationMode: "off" | "inbox" | "push";
        NotificationSetting: {
            kind: components["schemas"]["NotificationKind"];
            mode: components["schemas"]["NotificationMode"];
            defaultMode: components["schemas"]["NotificationMode"];
        };
        NotificationSettings: {
            items: components["schemas"]["NotificationSetting"][];
        };
        NotificationSettingsAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["NotificationSettings"];
        };
        NotificationSettingRequest: components["schemas"]["PortalBase"] & {
            kind: components["schemas"]["NotificationKind"];
            mode: components["schemas"]["NotificationMode"];
        };
        MessageListRequest: components["schemas"]["UidPageRequest"] & {
            /** @default all */
            tab: components["schemas"]["InboxTab"];
        };
        MarkAllReadRequest: components["schemas"]["PortalBase"] & {
            /** @default all */
            tab: components["schemas"]["InboxTab"];
        };
        /**
         * @description all: every player; members: players whose VIP is active; game_owners: players who bought or downloaded the game `gameId`.
         * @enum {string}
         */
        BroadcastAudience: "all" | "members" | "game_owners";
        AdminBroadcastInput: {
            audience: components["schemas"]["BroadcastAudience"];
            /** @description Required with game_owners. */
            gameId?: number;
            title: components["schemas"]["OneLineText"];
            content: string;
            /** @description A path of the web app the message opens (optional). */
            url?: string;
        };
        AdminBroadcastPreview: {
            recipients: number;
            title: string;
            content: string;
            url: string | null;
        };
        AdminBroadcastPreviewAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminBroadcastPreview"];
        };
        /**
         * @description Customer service (客服).
         * @example {
         *       "link": "https://kefu.example.com/chat",
         *       "workTime": "09:00-22:00"
         *     }
         */
        Kefu: {
            /** @description Support chat address. */
            link: string;
            /** @example 09:00-22:00 */
            workTime: string;
            qq?: string;
            wechat?: string;
        };
        Avatar: {
            avatar: string;
        };
        /**
         * @description One change of the X钻 balance (X钻明细).
         * @example {
         *       "id": 9,
         *       "amount": -10,
         *       "balanceAfter": 110,
         *       "kind": "purchase",
         *       "note": "购买游戏《星海》",
         *       "createTime": "2026-11-21T08:00:00.000Z"
         *     }
         */
        LedgerEntry: {
            id: number;
            /** @description Signed change; negative for spending. */
            amount: number;
            balanceAfter: number;
            /**
             * @description chapter: a paid chapter unlocked (ref the chapter id); redeem: a redeem code (兑换码); forfeit: the balance lost when a deleted account was removed; refund: a purchase refunded by an operator; correction: an operator's compensating entry (调账).
             * @enum {string}
             */
            kind: "recharge" | "purchase" | "vip" | "checkin" | "task" | "invite" | "gift" | "refund" | "redeem" | "forfeit" | "correction" | "chapter";
            note: string;
            createTime: components["schemas"]["Timestamp"];
        };
        /**
         * @description A recharge order (充值订单).
         * @example {
         *       "orderNo": "R20261121080000123456",
         *       "packageId": 1,
         *       "amount": 600,
         *       "coins": 60,
         *       "status": "pending",
         *       "createTime": "2026-11-21T08:00:00.000Z",
         *       "paidTime": null
         *     }
         */
        Order: {
            orderNo: string;
            packageId: number;
            /** @description Price in fen (分, CNY). */
            amount: number;
            /** @description X钻 credited when paid, bonus included. */
            coins: number;
            /**
             * @description Named in OrderStatus's words.
             * @enum {string}
             */
            status: "pending" | "paid" | "expired";
            createTime: components["schemas"]["Timestamp"];
            paidTime: components["schemas"]["Timestamp"] | null;
            /** @description When the order expires unpaid. */
            expireTime?: components["schemas"]["Timestamp"];
        };
        /**
         * @description A recharge package (充值套餐).
         * @example {
         *       "id": 1,
         *       "name": "60 X钻",
         *       "amount": 600,
         *       "coins": 60,
         *       "bonus": 0,
         *       "hot": false
         *     }
         */
        RechargePackage: {
            id: number;
            name: string;
            /** @description Price in fen (分, CNY). */
            amount: number;
            /** @description X钻 credited, bonus included. */
            coins: number;
            /** @description Of which bonus X钻 (赠送). */
            bonus: number;
            /** @description Highlighted as 热门. */
            hot: boolean;
        };
        PayInfo: {
            order: components["schemas"]["Order"];
            /** @description Where to pay; the sandbox provider's page is /pay/sandbox/{orderNo}. */
            payUrl: string;
        };
        /**
         * @description A membership tier (会员套餐), paid in X钻.
         * @example {
         *       "id": 1,
         *       "name": "月卡会员",
         *       "price": 300,
         *       "days": 30,
         *       "privileges": [
         *         "付费游戏免费下载",
         *         "专属标识"
         *       ]
         *     }
         */
        VipTier: {
            id: number;
            name: string;
            /** @description Price in X钻. */
            price: number;
            days: number;
            privileges: string[];
        };
        VipOpenResult: {
            levelType: components["schemas"]["LevelType"];
            vipExpireAt: components["schemas"]["Timestamp"];
            coinNum: number;
        };
        /**
         * @example {
         *       "id": 1,
         *       "name": "角色扮演"
         *     }
         */
        GameType: {
            id: number;
            name: string;
        };
        /**
         * @description A game (游戏). `id` and `appID` carry the same value. `x-messages.notFound` is the 404 answer's words for an unknown game.
         * @example {
         *       "id": 2101,
         *       "appID": 2101,
         *       "name": "星海",
         *       "icon": "/files/games/2101-icon.svg",
         *       "cover": "/files/games/2101-cover.svg",
         *       "type": 1,
         *       "typeName": "角色扮演",
         *       "tags": [
         *         "热门",
         *         "二次元"
         *       ],
         *       "size": 1288490188,
         *       "version": "2.16.0",
         *       "onlineType": 1,
         *       "buyAmount": 10,
         *       "downloadCount": 1024,
         *       "score": 8.6,
         *       "intro": "星际冒险角色扮演",
         *       "bought": false,
         *       "upcoming": false,
         *       "releaseTime": null,
         *       "reservationCount": 0,
         *       "reserved": false
         *     }
         */
        Game: {
            id: number;
            appID: number;
            name: string;
            icon: components["schemas"]["PictureAddress"];
            cover: components["schemas"]["PictureAddress"];
            /** @description GameType id. */
            type: number;
            typeName: string;
            tags: string[];
            /** @description Package size in bytes. */
            size: number;
            version: string;
            onlineType: components["schemas"]["OnlineType"];
            /** @description Price in X钻 (0 for free games). */
            buyAmount: number;
            downloadCount: number;
            score: number;
            /** @description One-line introduction. */
            intro: string;
            /** @description Whether I already paid for it (false for a guest). */
            bought: boolean;
            /** @description Listed before release (预约): it cannot be downloaded yet (1060); players reserve it instead. */
            upcoming: boolean;
            /** @description When an upcoming game is released (the server releases it then); the release time of a released game that had one; null when not set (待定). */
            releaseTime: components["schemas"]["Timestamp"] | null;
            /** @description Players who reserved it (预约人数). */
            reservationCount: number;
            /** @description Whether I reserved it (false for a guest). */
            reserved: boolean;
        };
        /** @description A game with what its detail page shows. */
        GameDetail: components["schemas"]["Game"] & {
            screenshots: components["schemas"]["MediaImage"][];
            description: string;
            giftCount: number;
        };
        /**
         * @description A gift pack (礼包) of a game. `code` is mine once claimed.
         * @example {
         *       "id": 5,
         *       "appID": 2101,
         *       "name": "新手礼包",
         *       "content": "钻石×100，体力×50",
         *       "stock": 88,
         *       "total": 100,
         *       "claimed": true,
         *       "code": "XH-7K2P-9QZD",
         *       "claimTime": "2026-11-21T08:00:00.000Z",
         *       "gameName": "星海"
         *     }
         */
        GiftPack: {
            id: number;
            appID: number;
            name: string;
            /** @description What the pack contains. */
            content: string;
            /** @description Codes left. */
            stock: number;
            total: number;
            /** @description Whether I claimed it. */
            claimed: boolean;
            /** @description My code; null until claimed. */
            code: string | null;
            claimTime?: components["schemas"]["Timestamp"] | null;
            gameName?: string;
            startTime?: components["schemas"]["Timestamp"];
            endTime?: components["schemas"]["Timestamp"];
        };
        /**
         * @description A comic book (漫画).
         * @example {
         *       "id": 11,
         *       "title": "月下剑客",
         *       "cover": "/files/books/11-cover.svg",
         *       "author": "青木",
         *       "tags": [
         *         "武侠",
         *         "热血"
         *       ],
         *       "status": "ongoing",
         *       "intro": "少年剑客的成长之路。",
         *       "chapterCount": 24,
         *       "latestChapterTitle": "第24话 决战",
         *       "updateTime": "2026-11-20T12:00:00.000Z",
         *       "hot": 98211,
         *       "subscribed": false
         *     }
         */
        Book: {
            id: number;
            title: string;
            cover: components["schemas"]["PictureAddress"];
            author: string;
            tags: string[];
            status: components["schemas"]["BookStatus"];
            intro: string;
            chapterCount: number;
            latestChapterTitle: string;
            updateTime: components["schemas"]["Timestamp"];
            /** @description Popularity (人气). */
            hot: number;
            /** @description Whether I subscribed (false for a guest). */
            subscribed: boolean;
            /** @description Number of subscribers (追漫人数). */
            subscriberCount?: number;
            /** @description Wide picture of a featured book (comics home carousel). */
            banner?: string;
            /** @description Paid chapters: the first freeChapters are free, later ones cost chapterPrice X钻 each. null: every chapter is free. */
            freeChapters?: number | null;
            /** @description Price in X钻 of each paid chapter (0 when the book has none). */
            chapterPrice?: number;
            /** @description Members (levelType >= 1) read the paid chapters free. */
            vipFree?: boolean;
        };
        ReadPosition: {
            chapterId: number;
            chapterTitle: string;
            position: number;
            readTime?: components["schemas"]["Timestamp"];
        };
        /** @description A book with what its info page needs. */
        BookDetail: components["schemas"]["Book"] & {
            firstChapterId: number | null;
            /** @description My last position; null for a guest or an unread book. */
            lastRead: components["schemas"]["ReadPosition"] | null;
        };
        /**
         * @description A chapter (章节).
         * @example {
         *       "id": 301,
         *       "bookId": 11,
         *       "index": 1,
         *       "title": "第1话 出山",
         *       "pageCount": 12,
         *       "createTime": "2026-10-01T12:00:00.000Z"
         *     }
         */
        Chapter: {
            id: number;
            bookId: number;
            /** @description 1-based position in the book. */
            index: number;
            title: string;
            /** @description Chapter thumbnail. */
            cover?: string;
            pageCount: number;
            createTime: components["schemas"]["Timestamp"];
            /** @description X钻 to unlock it; 0 for a free chapter. */
            price?: number;
            /** @description Not readable by me now: paid, and not unlocked by me nor free to me as a member (always true for a guest on a paid chapter). */
            locked?: boolean;
            /** @description I unlocked it with X钻. */
            unlocked?: boolean;
            /** @description I opened it before (已读; false for a guest, whose marks the SDK keeps on the device). */
            read?: boolean;
        };
        /**
         * @description A chapter's page images in reading order.
         * @example {
         *       "bookId": 11,
         *       "chapterId": 301,
         *       "title": "第1话 出山",
         *       "index": 1,
         *       "pages": [
         *         {
         *           "url": "/files/books/11/301/1.svg",
         *           "width": 750,
         *           "height": 1200
         *         }
         *       ],
         *       "prevChapterId": null,
         *       "nextChapterId": 302
         *     }
         */
        ChapterPages: {
            bookId: number;
            chapterId: number;
            title: string;
            index: number;
            bookTitle?: string;
            pages: components["schemas"]["MediaImage"][];
            prevChapterId: number | null;
            nextChapterId: number | null;
            /** @description X钻 to unlock it; 0 for a free chapter. */
            price?: number;
            /** @description Locked for me: `pages` is then empty (the server never hands out a locked chapter's page images); unlock it first. */
            locked?: boolean;
            /** @description I unlocked it with X钻. */
            unlocked?: boolean;
        };
        /**
         * @description How a chapter is open to me after an unlock (解锁结果).
         * @example {
         *       "bookId": 1,
         *       "chapterId": 4,
         *       "access": "purchase",
         *       "price": 5,
         *       "charged": 5,
         *       "balance": 195
         *     }
         */
        ChapterUnlockResult: {
            bookId: number;
            chapterId: number;
            /**
             * @description free chapter, member of a vipFree book, unlocked before, or charged now; the answer's msg is its label.
             * @enum {string}
             */
            access: "free" | "vip" | "owned" | "purchase";
            /** @description The chapter's price in X钻 (0 when free). */
            price: number;
            /** @description X钻 taken by this call (the price once, else 0). */
            charged: number;
            /** @description My X钻 balance after the call. */
            balance: number;
        };
        /**
         * @description My reading settings, kept per account (阅读设置).
         * @example {
         *       "autoUnlock": false
         *     }
         */
        ReadingSettings: {
            /** @description 自动解锁下一章 — unlock a locked chapter on reaching it when the balance covers it. */
            autoUnlock: boolean;
        };
        /** @description A guest's progress in one book, as the device kept it. */
        ReadProgressRecord: {
            bookId: number;
            chapterId: number;
            /** @description 0-based index of the page being read. */
            position: number;
            /**
             * Format: date-time
             * @description When the device saved the spot (ISO-8601).
             */
            readTime: string;
            /** @description Chapters of this book the guest opened (已读). */
            readChapterIds?: number[];
        };
        ReadProgressMergeResult: {
            /** @description Books whose saved spot the device's newer one replaced. */
            books: number;
            /** @description Chapters newly marked read. */
            chapters: number;
        };
        /** @description Where I stopped in a book (阅读历史). */
        ReadHistory: {
            book: components["schemas"]["Book"];
            chapterId: number;
            chapterTitle: string;
            position: number;
            readTime: components["schemas"]["Timestamp"];
        };
        BookHome: {
            featured: components["schemas"]["Book"][];
            /** @description Most popular first. */
            ranking: components["schemas"]["Book"][];
            /** @description Most recently updated first. */
            latest: components["schemas"]["Book"][];
            tags: string[];
        };
        SubscriptionState: {
            subscribed: boolean;
            bookId?: number;
            /** @description Number of subscribers (追漫人数). */
            subscriberCount?: number;
        };
        /**
         * @description An announcement (公告).
         * @example {
         *       "id": 1,
         *       "title": "欢迎来到X钻游戏门户",
         *       "createTime": "2026-11-21T08:00:00.000Z",
         *       "content": "<p>新用户签到即送X钻！</p>"
         *     }
         */
        Announcement: {
            id: number;
            title: string;
            createTime: components["schemas"]["Timestamp"];
            /** @description HTML. */
            content: string;
            /** @description Where it shows; 1 is the start-up popup. */
            posType?: number;
            /** @description Changes whenever its title or content changes (a digest of both): 今日不再显示 is kept per id and version, so an edited announcement shows again. */
            version?: string;
            /** @description I (logged in) ticked 今日不再显示 on this version today (Asia/Shanghai day); false for a guest. */
            dismissed?: boolean;
        };
        /**
         * @description A task (任务).
         * @example {
         *       "id": 1,
         *       "name": "发布一条帖子",
         *       "description": "在广场发布任意帖子",
         *       "kind": "daily",
         *       "event": "post",
         *       "target": 1,
         *       "progress": 0,
         *       "reward": 5,
         *       "status": "doing"
         *     }
         */
        Task: {
            id: number;
            name: string;
            description?: string;
            /**
             * @description daily (每日任务) resets each Asia/Shanghai day.
             * @enum {string}
             */
            kind: "daily" | "once";
            /**
             * @description What counts as progress.
             * @enum {string}
             */
            event: "checkin" | "post" | "comment" | "like" | "download" | "read" | "invite" | "bind" | "recharge";
            target: number;
            progress: number;
            /** @description X钻. */
            reward: number;
            /** @enum {string} */
            status: "doing" | "done" | "claimed";
            /** @description 补签卡 given with the reward (0 for most tasks). */
            cardReward?: number;
            /** @description In-app path that helps doing the task (去完成), e.g. /square. */
            route?: string;
        };
        TaskClaimResult: {
            task: components["schemas"]["Task"];
            coinNum: number;
            /** @description My 补签卡 after the claim. */
            cards?: number;
        };
        /**
         * @description Check-in calendar of a month (签到).
         * @example {
         *       "month": "2026-11",
         *       "days": [
         *         19,
         *         20,
         *         21
         *       ],
         *       "streak": 3,
         *       "checkedToday": true,
         *       "rewards": [
         *         1,
         *         2,
         *         3,
         *         4,
         *         5,
         *         6,
         *         10
         *       ]
         *     }
         */
        CheckinInfo: {
            month: string;
            /** @description Checked days of the month. */
            days: number[];
            /** @description Consecutive days up to today (or yesterday when not yet today). */
            streak: number;
            checkedToday: boolean;
            /** @description X钻 for streak day 1..7; day 8 on repeats day 7. */
            rewards: number[];
            /** @description The server's day the calendar is read on. */
            today?: string;
            /** @description X钻 a check-in today gives (or gave). */
            todayReward?: number;
            /** @description X钻 a check-in tomorrow would give. */
            tomorrowReward?: number;
            /** @description My 补签卡. */
            cards?: number;
            /** @description Cards used in the month the calendar shows. */
            makeupUsed?: number;
            /** @description Cards that may be used per month (3). */
            makeupLimit?: number;
        };
        CheckinResult: {
            /** Format: date */
            day: string;
            reward: number;
            streak: number;
            coinNum: number;
        };
        /**
         * @example {
         *       "day": "2026-11-18",
         *       "streak": 5,
         *       "cards": 1,
         *       "makeupUsed": 1,
         *       "makeupLimit": 3
         *     }
         */
        CheckinMakeupResult: {
            day: string;
            /** @description The streak as it stands today after the repair. */
            streak: number;
            /** @description 补签卡 left. */
            cards: number;
            /** @description Cards used this month, this one included. */
            makeupUsed: number;
            makeupLimit: number;
        };
        /**
         * @description What a redeem code granted.
         * @example {
         *       "code": "WELCOME100",
         *       "kind": "coins",
         *       "coins": 100,
         *       "coinNum": 230,
         *       "gift": null
         *     }
         */
        RedeemResult: {
            /** @description The code as stored (upper case). */
            code: string;
            /**
             * @description coins (X钻) or gift (a gift pack code).
             * @enum {string}
             */
            kind: "coins" | "gift";
            /** @description X钻 granted (0 for a gift). */
            coins: number;
            /** @description My balance after X钻 were granted; null for a gift. */
            coinNum: number | null;
            /** @description The gift pack with my code, for kind gift. */
            gift: components["schemas"]["GiftPack"] | null;
        };
        /**
         * @description One live session of my account (登录设备).
         * @example {
         *       "id": "3f9a1c0b7d2e4a65",
         *       "deviceName": "iPhone · Safari",
         *       "lastActive": "2026-11-21T08:00:00.000Z",
         *       "createTime": "2026-11-20T08:00:00.000Z",
         *       "current": true
         *     }
         */
        SignedInDevice: {
            /** @description Stable id of the session (not its token). */
            id: string;
            /** @description Read from the user agent, e.g. iPhone · Safari; 未知设备 when it says nothing. */
            deviceName: string;
            lastActive: components["schemas"]["Timestamp"];
            createTime: components["schemas"]["Timestamp"];
            /** @description This device (the session of the call). */
            current: boolean;
        };
        SessionRevokeResult: {
            /** @description Sessions signed out. */
            revoked: number;
        };
        /**
         * @description A pending account deletion (注销申请).
         * @example {
         *       "requestTime": "2026-11-21T08:00:00.000Z",
         *       "purgeTime": "2026-11-28T08:00:00.000Z",
         *       "forfeitCoins": 120
         *     }
         */
        AccountDeletion: {
            requestTime: components["schemas"]["Timestamp"];
            /** @description When the account is removed unless I log in before. */
            purgeTime: components["schemas"]["Timestamp"];
            /** @description X钻 that will be lost. */
            forfeitCoins: number;
        };
        /**
         * @description My invitations (邀请好友).
         * @example {
         *       "inviteCode": "K7XQ2P",
         *       "inviteLink": "http://127.0.0.1:8000/?inviteCode=K7XQ2P",
         *       "invitedCount": 2,
         *       "rewardEarned": 20,
         *       "rewardPerInvite": 10
         *     }
         */
        InviteInfo: {
            inviteCode: string;
            inviteLink: string;
            invitedCount: number;
            /** @description X钻 earned by inviting. */
            rewardEarned: number;
            rewardPerInvite: number;
        };
        /**
         * @description Where the activity's time window stands now.
         * @enum {string}
         */
        ActivityStatus: "upcoming" | "ongoing" | "ended";
        ActivityListRequest: components["schemas"]["PortalBase"] & {
            /** @description Only activities in this state; all when absent. */
            status?: components["schemas"]["ActivityStatus"];
        };
        /**
         * @description An activity (活动).
         * @example {
         *       "id": 1,
         *       "title": "双十一充值返利",
         *       "cover": "/files/activities/1.svg",
         *       "summary": "充值即返20%",
         *       "content": "<p>活动期间充值返利。</p>",
         *       "startTime": "2026-11-01T00:00:00.000+08:00",
         *       "endTime": "2026-11-30T23:59:59.000+08:00",
         *       "status": "ongoing"
         *     }
         */
        Activity: {
            id: number;
            title: string;
            cover: string;
            summary: string;
            /** @description HTML. */
            content: string;
            startTime: components["schemas"]["Timestamp"];
            endTime: components["schemas"]["Timestamp"];
            status: components["schemas"]["ActivityStatus"];
        };
        /**
         * @description A question and its answer (常见问题).
         * @example {
         *       "id": 1,
         *       "question": "X钻是什么？",
         *       "answer": "X钻是平台的虚拟货币，可用于下载付费游戏和开通会员。",
         *       "category": "充值"
         *     }
         */
        Faq: {
            id: number;
            question: string;
            answer: string;
            category?: string;
        };
        /**
         * @description Business cooperation contact (商务合作).
         * @example {
         *       "email": "bd@example.com",
         *       "intro": "欢迎游戏厂商、渠道与我们合作。",
         *       "contact": "王经理"
         *     }
         */
        Business: {
            /** Format: email */
            email: string;
            intro: string;
            /** @description Contact person. */
            contact?: string;
            qq?: string;
            wechat?: string;
        };
        Banner: {
            id?: number;
            image: components["schemas"]["PictureAddress"];
            title: string;
            /** @description In-app path (e.g. /detail/2101) or http address. */
            link: string;
        };
        /** @description The home screen (首页). */
        Home: {
            banners: components["schemas"]["Banner"][];
            games: components["schemas"]["Game"][];
            books: components["schemas"]["Book"][];
            posts: components["schemas"]["Post"][];
        };
        PostPage: components["schemas"]["PageMeta"] & {
            records: components["schemas"]["Post"][];
        };
        CommentPage: components["schemas"]["PageMeta"] & {
            records: components["schemas"]["Comment"][];
        };
        BlockedUserPage: components["schemas"]["PageMeta"] & {
            records: components["schemas"]["BlockedUser"][];
        };
        ConfigPage: components["schemas"]["PageMeta"] & {
            records: components["schemas"]["ConfigItem"][];
        };
        SensitiveWordPage: components["schemas"]["PageMeta"] & {
            records: components["schemas"]["SensitiveWord"][];
        };
        MessagePage: components["schemas"]["PageMeta"] & {
            records: components["schemas"]["Message"][];
            /** @description Unread messages in the whole inbox. */
            unreadCount?: number;
            unreadByTab?: components["schemas"]["UnreadByTab"];
        };
        LedgerPage: components["schemas"]["PageMeta"] & {
            records: components["schemas"]["LedgerEntry"][];
        };
        OrderPage: components["schemas"]["PageMeta"] & {
            records: components["schemas"]["Order"][];
        };
        GamePage: components["schemas"]["PageMeta"] & {
            records: components["schemas"]["Game"][];
        };
        BookPage: components["schemas"]["PageMeta"] & {
            records: components["schemas"]["Book"][];
        };
        /**
         * @description My reservation of a game after a reserve or cancel call.
         * @example {
         *       "appID": 1015,
         *       "reserved": true,
         *       "reservationCount": 123456
         *     }
         */
        GameReservation: {
            appID: number;
            reserved: boolean;
            reservationCount: number;
        };
        /** @description A game in 我的预约, with when I reserved it. */
        ReservedGame: components["schemas"]["Game"] & {
            reserveTime: components["schemas"]["Timestamp"];
        };
        ReservationPage: components["schemas"]["PageMeta"] & {
            records: components["schemas"]["ReservedGame"][];
        };
        ReadHistoryPage: components["schemas"]["PageMeta"] & {
            records: components["schemas"]["ReadHistory"][];
        };
        OkAnswer: components["schemas"]["Success"] & {
            data: null;
        };
        TagListAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Tag"][];
        };
        PostAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Post"];
        };
        PostPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["PostPage"];
        };
        CommentAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Comment"];
        };
        CommentPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["CommentPage"];
        };
        LikeStateAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["LikeState"];
        };
        FollowStateAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["FollowState"];
        };
        StringListAnswer: components["schemas"]["Success"] & {
            data: string[];
        };
        BlockStateAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["BlockState"];
        };
        BlockedUserPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["BlockedUserPage"];
        };
        ConfigPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["ConfigPage"];
        };
        SensitiveWordPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["SensitiveWordPage"];
        };
        UploadAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["UploadResult"];
        };
        ServerConfigAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["ServerConfig"];
        };
        SmsSentAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["SmsSent"];
        };
        AccountAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Account"];
        };
        UserStatusAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["UserStatus"];
        };
        MessageSummaryAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["MessageSummary"];
        };
        KefuAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Kefu"];
        };
        MessagePageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["MessagePage"];
        };
        MessageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Message"];
        };
        LedgerPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["LedgerPage"];
        };
        OrderPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["OrderPage"];
        };
        AvatarAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Avatar"];
        };
        VipTierListAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["VipTier"][];
        };
        VipOpenAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["VipOpenResult"];
        };
        RechargePackageListAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["RechargePackage"][];
        };
        PayInfoAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["PayInfo"];
        };
        /**
         * @description The download URL; `msg` says how the download was granted, in the words of `x-messages`: a free game
         *     (`free`), a member's privilege (`member`), bought by this call (`purchase`) or bought before (`owned`).
         */
        DownloadUrlAnswer: components["schemas"]["Success"] & {
            /** @description The download URL. */
            data: string;
        };
        HomeAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Home"];
        };
        GameTypeListAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["GameType"][];
        };
        GamePageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["GamePage"];
        };
        GameDetailAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["GameDetail"];
        };
        GameReservationAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["GameReservation"];
        };
        ReservationPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["ReservationPage"];
        };
        GiftPackListAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["GiftPack"][];
        };
        GiftPackAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["GiftPack"];
        };
        AnnouncementAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Announcement"] | null;
        };
        BookPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["BookPage"];
        };
        BookHomeAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["BookHome"];
        };
        BookDetailAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["BookDetail"];
        };
        ChapterUnlockAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["ChapterUnlockResult"];
        };
        ReadingSettingsAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["ReadingSettings"];
        };
        ReadProgressMergeAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["ReadProgressMergeResult"];
        };
        ChapterListAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Chapter"][];
        };
        ChapterPagesAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["ChapterPages"];
        };
        ReadHistoryPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["ReadHistoryPage"];
        };
        SubscriptionStateAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["SubscriptionState"];
        };
        TaskListAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Task"][];
        };
        TaskClaimAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["TaskClaimResult"];
        };
        CheckinInfoAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["CheckinInfo"];
        };
        CheckinResultAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["CheckinResult"];
        };
        CheckinMakeupAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["CheckinMakeupResult"];
        };
        RedeemResultAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["RedeemResult"];
        };
        SignedInDeviceListAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["SignedInDevice"][];
        };
        SessionRevokeAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["SessionRevokeResult"];
        };
        AccountDeletionAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AccountDeletion"];
        };
        InviteInfoAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["InviteInfo"];
        };
        ActivityListAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Activity"][];
        };
        ActivityAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Activity"];
        };
        FaqListAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Faq"][];
        };
        BusinessAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Business"];
        };
        /**
         * @description admin 管理员 (everything, manages operators), operator 运营 (content, money), moderator 审核员 (reports, posts, users).
         * @enum {string}
         */
        OperatorRole: "admin" | "operator" | "moderator";
        /**
         * @description An operator account of the console (运营账号), apart from players.
         * @example {
         *       "id": 1,
         *       "name": "root",
         *       "role": "admin",
         *       "disabled": false,
         *       "createTime": "2026-11-21T08:00:00.000Z",
         *       "lastLoginTime": "2026-11-21T08:00:00.000Z"
         *     }
         */
        Operator: {
            id: number;
            name: string;
            role: components["schemas"]["OperatorRole"];
            disabled: boolean;
            createTime: components["schemas"]["Timestamp"];
            lastLoginTime: components["schemas"]["Timestamp"] | null;
            /** @description Always sent. Until when logins are refused (1046) after repeated wrong passwords, or null when not locked. */
            lockedUntil?: components["schemas"]["Timestamp"] | null;
        };
        /**
         * @example {
         *       "name": "root",
         *       "password": "secret123"
         *     }
         * @example {
         *       "name": "root",
         *       "password": "secret123",
         *       "credential": "cookie"
         *     }
         */
        AdminLoginRequest: {
            name: string;
            password: string;
            /**
             * @description `token` (scripts, servers): the answer carries the token, to send as a bearer. `cookie` (the console
             *     in a browser): the token is set as the `portal_admin` HttpOnly cookie (securitySchemes.adminCookie)
             *     and left out of the answer.
             * @default token
             * @enum {string}
             */
            credential: "token" | "cookie";
        };
        AdminSession: {
            /** @description Send as Authorization: Bearer <token>. Absent when the login asked for `credential: cookie`. */
            token?: string;
            expireTime: components["schemas"]["Timestamp"];
            operator: components["schemas"]["Operator"];
        };
        /**
         * @example {
         *       "name": "yunying",
         *       "password": "secret1234",
         *       "role": "operator"
         *     }
         */
        OperatorCreateRequest: {
            name: string;
            password: string;
            role: components["schemas"]["OperatorRole"];
        };
        /** @description What changes; absent fields stay. */
        OperatorUpdateRequest: {
            role?: components["schemas"]["OperatorRole"];
            password?: string;
            disabled?: boolean;
            /**
             * @description Lifts a lock set after repeated wrong passwords (lockedUntil) and clears the count of failures.
             * @constant
             */
            unlock?: true;
        };
        /**
         * @description One console write (操作日志): never changed nor removed.
         * @example {
         *       "id": 88,
         *       "operatorId": 2,
         *       "operatorName": "yunying",
         *       "action": "adminRefundPurchase",
         *       "actionLabel": "游戏购买退款",
         *       "targetType": "purchase",
         *       "targetLabel": "购买",
         *       "targetId": "10001:1015",
         *       "before": {
         *         "refunded": false
         *       },
         *       "after": {
         *         "refunded": true,
         *         "amount": 10
         *       },
         *       "reason": "重复购买",
         *       "createTime": "2026-11-21T08:00:00.000Z"
         *     }
         */
        AuditEntry: {
            id: number;
            /** @description Who wrote; 0 for the server itself (operatorName 系统), which writes the automatic lock of an operator after repeated wrong passwords (action adminLogin). */
            operatorId: number;
            operatorName: string;
            /** @description The operationId of the write. */
            action: string;
            /** @description Its Chinese name: the Chinese in parentheses of the operation's summary (the operationId when it has none). */
            actionLabel: string;
            targetType: components["schemas"]["AuditTargetType"];
            /** @description The Chinese name of targetType (AuditTargetType's x-labels; targetType itself when unnamed). */
            targetLabel: string;
            targetId: string;
            /** @description The target before the write; null for a creation. */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The target after the write; null for a removal. */
            after: {
                [key: string]: unknown;
            } | null;
            reason: string | null;
            createTime: components["schemas"]["Timestamp"];
        };
        AdminGamePackage: {
            platformType: components["schemas"]["PlatformType"];
            /** @description Download address; null before a package is uploaded. */
            url: string | null;
            /** @description Bytes. */
            size: number;
        };
        AdminScreenshot: {
            id: number;
            url: string;
            width: number;
            height: number;
        };
        /**
         * @description A game as the console edits it.
         * @example {
         *       "id": 1015,
         *       "name": "星海",
         *       "typeId": 1,
         *       "typeName": "角色扮演",
         *       "icon": "/files/admin/ab12.png",
         *       "cover": "/files/admin/cd34.png",
         *       "summary": "星际冒险角色扮演",
         *       "intro": "<p>驾驶星舰探索银河。</p>",
         *       "tags": [
         *         "热门",
         *         "二次元"
         *       ],
         *       "onlineType": 1,
         *       "buyAmount": 10,
         *       "version": "1.0.0",
         *       "score": 8.6,
         *       "recommended": false,
         *       "sort": 0,
         *       "downloads": 0,
         *       "packages": [
         *         {
         *           "platformType": 1,
         *           "url": "http://127.0.0.1:8000/files/games/1015/game-1015-1.0.0.apk",
         *           "size": 2048
         *         },
         *         {
         *           "platformType": 2,
         *           "url": null,
         *           "size": 0
         *         }
         *       ],
         *       "screenshots": [
         *         {
         *           "id": 7,
         *           "url": "/files/admin/ef56.png",
         *           "width": 750,
         *           "height": 1334
         *         }
         *       ],
         *       "createTime": "2026-11-21T08:00:00.000Z"
         *     }
         */
        AdminGame: {
            id: number;
            name: string;
            typeId: number;
            typeName: string;
            icon: string;
            cover: string;
            summary: string;
            /** @description HTML, sanitized. */
            intro: string;
            tags: string[];
            onlineType: components["schemas"]["OnlineType"];
            buyAmount: number;
            version: string;
            score: number;
            recommended: boolean;
            sort: number;
            downloads: number;
            packages: components["schemas"]["AdminGamePackage"][];
            screenshots: components["schemas"]["AdminScreenshot"][];
            createTime: components["schemas"]["Timestamp"];
        };
        /**
         * @description A game's fields. onlineType 0 needs buyAmount 0; 1 needs buyAmount 1-100000.
         * @example {
         *       "name": "星海",
         *       "typeId": 1,
         *       "icon": "/files/admin/ab12.png",
         *       "cover": "/files/admin/cd34.png",
         *       "summary": "星际冒险角色扮演",
         *       "intro": "<p>驾驶星舰探索银河。</p>",
         *       "tags": [
         *         "热门"
         *       ],
         *       "onlineType": 1,
         *       "buyAmount": 10,
         *       "version": "1.0.0"
         *     }
         */
        AdminGameInput: {
            /** @description The appID on creation; the next free one when absent. Ignored on change. */
            id?: number;
            name: components["schemas"]["OneLineText"];
            typeId: number;
            /** @description Square icon address (from adminUploadImage). */
            icon: components["schemas"]["ImageAddress"];
            /** @description Wide picture address. */
            cover: components["schemas"]["ImageAddress"];
            summary: components["schemas"]["OneLineText"];
            /** @description HTML. */
            intro: string;
            tags?: components["schemas"]["OneLineText"][];
            onlineType: components["schemas"]["OnlineType"];
            buyAmount: number;
            version: string;
            score?: number;
            recommended?: boolean;
            sort?: number;
        };
        /**
         * @example {
         *       "id": 12,
         *       "title": "月下剑客",
         *       "author": "青木",
         *       "cover": "/files/admin/b1.png",
         *       "banner": "",
         *       "intro": "少年剑客的成长之路。",
         *       "tags": [
         *         "武侠"
         *       ],
         *       "status": "ongoing",
         *       "featured": false,
         *       "chapterCount": 1,
         *       "views": 0,
         *       "subscriberCount": 0,
         *       "updateTime": "2026-11-21T08:00:00.000Z",
         *       "createTime": "2026-11-21T08:00:00.000Z"
         *     }
         */
        AdminBook: {
            id: number;
            title: string;
            author: string;
            cover: string;
            banner: string;
            intro: string;
            tags: string[];
            status: components["schemas"]["BookStatus"];
            featured: boolean;
            chapterCount: number;
            views: number;
            subscriberCount: number;
            updateTime: components["schemas"]["Timestamp"];
            createTime: components["schemas"]["Timestamp"];
            /** @description Paid chapters: chapters 1..freeChapters are free, later ones cost chapterPrice X钻; null when every chapter is free. */
            freeChapters?: number | null;
            /** @description X钻 per paid chapter (0 = no paid chapters). */
            chapterPrice?: number;
            /** @description Members read the paid chapters free. */
            vipFree?: boolean;
        };
        /**
         * @example {
         *       "title": "月下剑客",
         *       "author": "青木",
         *       "cover": "/files/admin/b1.png",
         *       "intro": "少年剑客的成长之路。",
         *       "status": "ongoing",
         *       "tags": [
         *         "武侠"
         *       ]
         *     }
         */
        AdminBookInput: {
            title: components["schemas"]["OneLineText"];
            author: components["schemas"]["OneLineText"];
            /** @description Cover address (from adminUploadImage). */
            cover: components["schemas"]["ImageAddress"];
            /** @description Wide picture for the comics home carousel. */
            banner?: components["schemas"]["ImageAddress"];
            intro: string;
            tags?: components["schemas"]["OneLineText"][];
            status: components["schemas"]["BookStatus"];
            featured?: boolean;
            /** @description Chapters 1..n free, the rest paid; null: all free. Kept when absent. */
            freeChapters?: number | null;
            /** @description X钻 per paid chapter. Kept when absent. */
            chapterPrice?: number;
            /** @description Members read paid chapters free. Kept when absent. */
            vipFree?: boolean;
        };
        AdminChapterPage: {
            id: number;
            url: string;
            width: number;
            height: number;
        };
        /**
         * @example {
         *       "id": 301,
         *       "bookId": 12,
         *       "index": 1,
         *       "title": "第1话 出山",
         *       "cover": "/files/admin/p1.png",
         *       "pageCount": 2,
         *       "pages": [
         *         {
         *           "id": 1,
         *           "url": "/files/admin/p1.png",
         *           "width": 750,
         *           "height": 1200
         *         },
         *         {
         *           "id": 2,
         *           "url": "/files/admin/p2.png",
         *           "width": 750,
         *           "height": 1100
         *         }
         *       ],
         *       "createTime": "2026-11-21T08:00:00.000Z"
         *     }
         */
        AdminChapter: {
            id: number;
            bookId: number;
            index: number;
            title: string;
            cover: string;
            pageCount: number;
            /** @description In reading order. */
            pages: components["schemas"]["AdminChapterPage"][];
            createTime: components["schemas"]["Timestamp"];
        };
        /**
         * @example {
         *       "title": "第1话 出山"
         *     }
         */
        AdminChapterInput: {
            title: components["schemas"]["OneLineText"];
            /** @description Thumbnail; the first page when empty. */
            cover?: components["schemas"]["ImageAddress"];
        };
        /**
         * @example {
         *       "pageIds": [
         *         2,
         *         1
         *       ]
         *     }
         */
        PageOrderRequest: {
            pageIds: number[];
        };
        /**
         * @example {
         *       "id": 3,
         *       "position": "home",
         *       "title": "星海上线",
         *       "image": "/files/admin/bn.png",
         *       "link": "/detail/1015",
         *       "sort": 0
         *     }
         */
        AdminBanner: {
            id: number;
            /** @enum {string} */
            position: "home" | "book";
            title: string;
            image: string;
            link: string;
            sort: number;
        };
        /**
         * @example {
         *       "position": "home",
         *       "title": "星海上线",
         *       "image": "/files/admin/bn.png",
         *       "link": "/detail/1015"
         *     }
         */
        AdminBannerInput: {
            /**
             * @description home 首页, book 漫画首页.
             * @enum {string}
             */
            position: "home" | "book";
            title: components["schemas"]["OneLineText"];
            /** @description Picture address (from adminUploadImage). */
            image: components["schemas"]["ImageAddress"];
            /** @description In-app path (e.g. /detail/1015) or http(s) address. */
            link: string;
            sort?: number;
        };
        /**
         * @description One version of an announcement.
         * @example {
         *       "id": 5,
         *       "seriesId": 5,
         *       "version": 1,
         *       "title": "维护公告",
         *       "content": "<p>今晚22点维护。</p>",
         *       "posType": 1,
         *       "status": "published",
         *       "publishTime": "2026-11-21T08:00:00.000Z",
         *       "createTime": "2026-11-21T08:00:00.000Z"
         *     }
         */
        AdminAnnouncement: {
            id: number;
            /** @description The id of the first version: every version of one announcement shares it. */
            seriesId: number;
            version: number;
            title: string;
            /** @description HTML, sanitized. */
            content: string;
            /** @description Where it shows (AnnouncementPosition); 0 only on rows made before the console asked. */
            posType: number;
            /**
             * @description superseded: an older version.
             * @enum {string}
             */
            status: "draft" | "published" | "unpublished" | "superseded";
            publishTime: components["schemas"]["Timestamp"] | null;
            createTime: components["schemas"]["Timestamp"];
        };
        /**
         * @description Where an announcement shows (公告位置), the posType players ask for (AnnouncementRequest): 1 the
         *     start-up popup. The console names each value by its x-enum-descriptions.
         * @enum {integer}
         */
        AnnouncementPosition: 1;
        /**
         * @example {
         *       "title": "维护公告",
         *       "content": "<p>今晚22点维护。</p>",
         *       "posType": 1,
         *       "publish": true
         *     }
         */
        AdminAnnouncementInput: {
            title: components["schemas"]["OneLineText"];
            /** @description HTML. */
            content: string;
            /** @description Where it shows; 1 (the start-up popup) when absent on creation, kept when absent on an edit. */
            posType?: components["schemas"]["AnnouncementPosition"];
            /** @description Publish at once (creation only). */
            publish?: boolean;
        };
        /**
         * @example {
         *       "id": 1,
         *       "question": "X钻是什么？",
         *       "answer": "X钻是平台的虚拟货币。",
         *       "sort": 0
         *     }
         */
        AdminFaq: {
            id: number;
            question: string;
            answer: string;
            sort: number;
        };
        AdminFaqInput: {
            question: components["schemas"]["OneLineText"];
            answer: string;
            sort?: number;
        };
        /**
         * @example {
         *       "id": 2,
         *       "title": "双十一充值返利",
         *       "summary": "充值即返20%",
         *       "content": "<p>活动期间充值返利。</p>",
         *       "cover": "/files/admin/ac.png",
         *       "startTime": "2026-11-01T00:00:00.000Z",
         *       "endTime": "2026-11-30T15:59:59.000Z",
         *       "sort": 0,
         *       "status": "ongoing"
         *     }
         */
        AdminActivity: {
            id: number;
            title: string;
            summary: string;
            /** @description HTML, sanitized. */
            content: string;
            cover: string;
            startTime: components["schemas"]["Timestamp"];
            endTime: components["schemas"]["Timestamp"];
            sort: number;
            status: components["schemas"]["ActivityStatus"];
        };
        AdminActivityInput: {
            title: components["schemas"]["OneLineText"];
            summary: components["schemas"]["OneLineText"];
            /** @description HTML. */
            content: string;
            /** @description Picture address (from adminUploadImage). */
            cover: components["schemas"]["ImageAddress"];
            startTime: components["schemas"]["Timestamp"];
            endTime: components["schemas"]["Timestamp"];
            sort?: number;
        };
        /**
         * @example {
         *       "id": 9,
         *       "gameId": 1015,
         *       "gameName": "星海",
         *       "title": "新手礼包",
         *       "content": "钻石×100",
         *       "stockTotal": 2,
         *       "stockLeft": 2,
         *       "startTime": "2026-11-01T00:00:00.000Z",
         *       "endTime": "2026-12-31T15:59:59.000Z",
         *       "createTime": "2026-11-21T08:00:00.000Z"
         *     }
         */
        AdminGiftPack: {
            id: number;
            gameId: number;
            gameName: string;
            title: string;
            content: string;
            stockTotal: number;
            stockLeft: number;
            startTime: components["schemas"]["Timestamp"];
            endTime: components["schemas"]["Timestamp"];
            createTime: components["schemas"]["Timestamp"];
        };
        AdminGiftPackInput: {
            gameId: number;
            title: components["schemas"]["OneLineText"];
            content: string;
            startTime: components["schemas"]["Timestamp"];
            endTime: components["schemas"]["Timestamp"];
        };
        AdminGiftPackCreate: components["schemas"]["AdminGiftPackInput"] & {
            codes: components["schemas"]["GiftCodeList"];
        };
        /** @description Codes handed out one per player. */
        GiftCodeList: string[];
        /**
         * @example {
         *       "codes": [
         *         "XH-7K2P-9QZD"
         *       ]
         *     }
         */
        GiftCodesRequest: {
            codes: components["schemas"]["GiftCodeList"];
        };
        /**
         * @example {
         *       "word": "代练"
         *     }
         */
        SensitiveWordInput: {
            word: components["schemas"]["OneLineText"];
        };
        /**
         * @example {
         *       "id": 42,
         *       "uid": "10001",
         *       "authorName": "小明",
         *       "tagId": 2,
         *       "content": "今天抽到了SSR！",
         *       "images": [],
         *       "video": null,
         *       "likeCount": 3,
         *       "commentCount": 1,
         *       "createTime": "2026-11-21T08:00:00.000Z",
         *       "hidden": false,
         *       "hiddenReason": null
         *     }
         */
        AdminPost: {
            id: number;
            uid: components["schemas"]["Uid"];
            authorName: string;
            tagId: number;
            content: string;
            images: components["schemas"]["MediaImage"][];
            video: components["schemas"]["Video"] | null;
            likeCount: number;
            commentCount: number;
            createTime: components["schemas"]["Timestamp"];
            hidden: components["schemas"]["Hidden"];
            hiddenReason: string | null;
        };
        /**
         * @example {
         *       "id": 77,
         *       "postId": 42,
         *       "uid": "10002",
         *       "authorName": "小红",
         *       "content": "恭喜！",
         *       "createTime": "2026-11-21T08:00:00.000Z",
         *       "hidden": false,
         *       "hiddenReason": null
         *     }
         */
        AdminComment: {
            id: number;
            postId: number;
            uid: components["schemas"]["Uid"];
            authorName: string;
            content: string;
            createTime: components["schemas"]["Timestamp"];
            hidden: components["schemas"]["Hidden"];
            hiddenReason: string | null;
        };
        /**
         * @example {
         *       "reason": "广告"
         *     }
         */
        ModerationReason: {
            /** @description Why; kept in the audit log. */
            reason: components["schemas"]["OneLineText"];
        };
        /**
         * @description A reported post, comment or user with its pending reports summed up.
         * @example {
         *       "targetType": "post",
         *       "targetId": "42",
         *       "targetUid": "10001",
         *       "authorName": "小明",
         *       "postId": 42,
         *       "content": "加微信领福利",
         *       "images": [],
         *       "reporters": 5,
         *       "reasons": [
         *         {
         *           "reason": "垃圾广告",
         *           "count": 5
         *         }
         *       ],
         *       "details": [],
         *       "firstReportTime": "2026-11-21T08:00:00.000Z",
         *       "lastReportTime": "2026-11-21T09:00:00.000Z",
         *       "hidden": true
         *     }
         */
        AdminReportTarget: {
            targetType: components["schemas"]["ReportTargetType"];
            /** @description The post or comment id, or the user's uid. */
            targetId: string;
            targetUid: components["schemas"]["Uid"];
            /** @description The author's (or the reported user's) nickname. */
            authorName: string;
            /** @description The post (of a comment); null for a user. */
            postId: number | null;
            /** @description The text reported; the nickname for a user; null once deleted. */
            content: string | null;
            /** @description Picture addresses of a post. */
            images: string[];
            /** @description Distinct users with a pending report. */
            reporters: number;
            /** @description Pending reports per reason, most first. */
            reasons: {
                reason: string;
                count: number;
            }[];
            /** @description The reporters' own words (补充说明), newest first. */
            details: string[];
            firstReportTime: components["schemas"]["Timestamp"];
            lastReportTime: components["schemas"]["Timestamp"];
            /** @description Hidden from other users now. */
            hidden: boolean;
        };
        /**
         * @example {
         *       "decision": "upheld",
         *       "reason": "广告"
         *     }
         */
        AdminReportDecision: {
            /**
             * @description upheld 维持处理, dismissed 驳回.
             * @enum {string}
             */
            decision: "upheld" | "dismissed";
            /** @description With upheld: delete the post or comment instead of hiding it. */
            remove?: boolean;
            /** @description Kept in the audit log. */
            reason?: components["schemas"]["OneLineText"];
        };
        /**
         * @example {
         *       "targetType": "post",
         *       "targetId": "42",
         *       "decision": "upheld",
         *       "resolved": 5,
         *       "hidden": true,
         *       "removed": false
         *     }
         */
        AdminReportResolution: {
            targetType: components["schemas"]["ReportTargetType"];
            targetId: string;
            /** @enum {string} */
            decision: "upheld" | "dismissed";
            /** @description Reports resolved. */
            resolved: number;
            /** @description Hidden from other users now. */
            hidden: boolean;
            /** @description The post or comment was deleted. */
            removed: boolean;
        };
        /**
         * @example {
         *       "code": "K7M2P9QZDX",
         *       "kind": "gift",
         *       "coins": 0,
         *       "packId": 9,
         *       "packTitle": "新手礼包",
         *       "maxUses": 100,
         *       "usedCount": 3,
         *       "expiresAt": "2026-12-31T15:59:59.000Z",
         *       "expired": false,
         *       "note": "双十二",
         *       "createTime": "2026-11-21T08:00:00.000Z"
         *     }
         */
        AdminRedeemCode: {
            code: string;
            /**
             * @description X钻 or a gift pack.
             * @enum {string}
             */
            kind: "coins" | "gift";
            coins: number;
            packId: number | null;
            packTitle: string | null;
            maxUses: number;
            usedCount: number;
            expiresAt: components["schemas"]["Timestamp"];
            expired: boolean;
            note: string;
            createTime: components["schemas"]["Timestamp"];
        };
        /**
         * @example {
         *       "count": 10,
         *       "maxUses": 1,
         *       "expiresAt": "2026-12-31T15:59:59.000Z",
         *       "packId": 9,
         *       "note": "双十二"
         *     }
         */
        AdminRedeemCodeBatch: {
            /** @description How many codes. */
            count: number;
            /** @description Players per code (each once). */
            maxUses: number;
            expiresAt: components["schemas"]["Timestamp"];
            /** @description The gift pack each redemption draws from. */
            packId?: number;
            /** @description X钻 per redemption. */
            coins?: number;
            /** @description A chosen code (count 1 only). */
            code?: string;
            /** @description Campaign name; players never see it. */
            note?: components["schemas"]["OneLineText"];
        };
        /** @description A mute (禁言) or ban (封禁) in force. */
        UserRestriction: {
            /** @enum {string} */
            kind: "mute" | "ban";
            until: components["schemas"]["Timestamp"];
            reason: string;
            operatorName: string;
            createTime: components["schemas"]["Timestamp"];
        };
        /**
         * @example {
         *       "uid": "10001",
         *       "name": "小明",
         *       "phone": "138****5678",
         *       "accountType": 1,
         *       "coinBalance": 120,
         *       "vipExpireAt": null,
         *       "createTime": "2026-11-21T08:00:00.000Z",
         *       "restrictions": [
         *         {
         *           "kind": "mute",
         *           "until": "2026-11-28T08:00:00.000Z",
         *           "reason": "发布广告",
         *           "operatorName": "root",
         *           "createTime": "2026-11-21T08:00:00.000Z"
         *         }
         *       ]
         *     }
         */
        AdminUser: {
            uid: components["schemas"]["Uid"];
            name: string;
            /** @description Masked; empty when none. */
            phone: string;
            accountType: number;
            coinBalance: number;
            vipExpireAt: components["schemas"]["Timestamp"] | null;
            createTime: components["schemas"]["Timestamp"];
            restrictions: components["schemas"]["UserRestriction"][];
        };
        /**
         * @example {
         *       "kind": "mute",
         *       "days": 7,
         *       "reason": "发布广告"
         *     }
         */
        RestrictRequest: {
            /** @enum {string} */
            kind: "mute" | "ban";
            /** @description How long, in days. */
            days: number;
            /** @description Shown to the player. */
            reason: components["schemas"]["OneLineText"];
        };
        /**
         * @example {
         *       "kind": "mute",
         *       "reason": "申诉通过"
         *     }
         */
        LiftRestrictionRequest: {
            /** @enum {string} */
            kind: "mute" | "ban";
            reason: components["schemas"]["OneLineText"];
        };
        /**
         * @example {
         *       "orderNo": "R20261121080000123456",
         *       "uid": "10001",
         *       "userName": "小明",
         *       "packageId": 1,
         *       "amount": 600,
         *       "coins": 60,
         *       "status": "paid",
         *       "provider": "sandbox",
         *       "tradeNo": "T20261121080001",
         *       "createTime": "2026-11-21T08:00:00.000Z",
         *       "paidTime": "2026-11-21T08:00:00.000Z",
         *       "refund": null
         *     }
         */
        AdminOrder: {
            orderNo: string;
            uid: components["schemas"]["Uid"];
            userName: string;
            packageId: number;
            /** @description Price in fen. */
            amount: number;
            /** @description X钻 credited when paid, bonus included. */
            coins: number;
            status: components["schemas"]["OrderStatus"];
            provider: string;
            tradeNo: string | null;
            createTime: components["schemas"]["Timestamp"];
            paidTime: components["schemas"]["Timestamp"] | null;
            /** @description Its refund (adminRefundRecharge), or null. */
            refund: components["schemas"]["RechargeRefund"] | null;
        };
        /**
         * @description One ledger entry as operators see it.
         * @example {
         *       "id": 31,
         *       "uid": "10001",
         *       "amount": 10,
         *       "balanceAfter": 130,
         *       "kind": "refund",
         *       "ref": "game:1015",
         *       "note": "退款：购买游戏《星海》（重复购买）",
         *       "createTime": "2026-11-21T08:00:00.000Z"
         *     }
         */
        AdminLedgerEntry: {
            id: number;
            uid: components["schemas"]["Uid"];
            amount: number;
            balanceAfter: number;
            /** @description recharge, purchase, vip, checkin, task, invite, gift, refund, correction, ... */
            kind: string;
            ref: string;
            note: string;
            createTime: components["schemas"]["Timestamp"];
        };
        /**
         * @example {
         *       "uid": "10001",
         *       "gameId": 1015,
         *       "gameName": "星海",
         *       "price": 10,
         *       "createTime": "2026-11-21T08:00:00.000Z",
         *       "refunded": false,
         *       "refundTime": null
         *     }
         */
        AdminPurchase: {
            uid: components["schemas"]["Uid"];
            gameId: number;
            gameName: string;
            price: number;
            createTime: components["schemas"]["Timestamp"];
            refunded: boolean;
            refundTime: components["schemas"]["Timestamp"] | null;
        };
        /**
         * @example {
         *       "uid": "10001",
         *       "gameId": 1015,
         *       "reason": "重复购买"
         *     }
         */
        RefundRequest: {
            uid: components["schemas"]["Uid"];
            gameId: number;
            /** @description Kept in the entry's note and the audit log. */
            reason: components["schemas"]["OneLineText"];
        };
        /**
         * @example {
         *       "uid": "10001",
         *       "amount": -5,
         *       "reason": "重复发放"
         *     }
         */
        CorrectionRequest: {
            uid: components["schemas"]["Uid"];
            /** @description Signed X钻; never 0. */
            amount: number;
            reason: components["schemas"]["OneLineText"];
        };
        MoneyResult: {
            entry: components["schemas"]["AdminLedgerEntry"];
            /** @description The player's balance after it. */
            balance: number;
        };
        /**
         * @example {
         *       "reason": "误充"
         *     }
         */
        RechargeRefundRequest: {
            /** @description Sent to the provider, kept in the entry's note and the audit log. */
            reason: string;
        };
        /**
         * @description A recharge order's state; players see their pending, paid and expired orders.
         * @enum {string}
         */
        OrderStatus: "pending" | "paid" | "closed" | "expired";
        /** @description Whether an operator hid the post or comment from players (隐藏). */
        Hidden: boolean;
        /**
         * @description A recharge order's refund: pending (X钻 taken, the provider has not confirmed yet), refunded, or failed (the provider refused; the X钻 were given back).
         * @example {
         *       "status": "refunded",
         *       "amount": 600,
         *       "coins": 60,
         *       "reason": "误充",
         *       "createTime": "2026-11-21T09:00:00.000Z",
         *       "doneTime": "2026-11-21T09:00:01.000Z",
         *       "failure": null
         *     }
         */
        RechargeRefund: {
            /** @enum {string} */
            status: "pending" | "refunded" | "failed";
            /** @description Money given back, in fen. */
            amount: number;
            /** @description X钻 taken back. */
            coins: number;
            reason: string;
            createTime: components["schemas"]["Timestamp"];
            /** @description When it was refunded or refused. */
            doneTime: components["schemas"]["Timestamp"] | null;
            /** @description The provider's refusal, when failed. */
            failure: string | null;
        };
        /**
         * @example {
         *       "orderNo": "R20261121080000123456",
         *       "uid": "10001",
         *       "userName": "小明",
         *       "amount": 600,
         *       "coins": 60,
         *       "provider": "sandbox",
         *       "balance": 130,
         *       "balanceAfter": 70,
         *       "refundable": true,
         *       "refusal": null,
         *       "refund": null
         *     }
         */
        RechargeRefundPreview: {
            orderNo: string;
            uid: components["schemas"]["Uid"];
            userName: string;
            /** @description Money that would go back, in fen. */
            amount: number;
            /** @description X钻 that would be taken back (bonus included). */
            coins: number;
            /** @description The provider that took the payment and would give it back. */
            provider: string;
            /** @description The player's balance now. */
            balance: number;
            /** @description The balance after the refund; null when it may not be refunded. */
            balanceAfter: number | null;
            refundable: boolean;
            /** @description Why not, as adminRefundRecharge would answer; null when refundable. */
            refusal: string | null;
            /** @description The order's refund so far (a pending one is finished by refunding again). */
            refund: components["schemas"]["RechargeRefund"] | null;
        };
        RechargeRefundResult: {
            refund: components["schemas"]["RechargeRefund"];
            entry: components["schemas"]["AdminLedgerEntry"];
            /** @description The player's balance right after the X钻 were taken back. */
            balance: number;
        };
        ReconciliationDifference: {
            /** @enum {string} */
            kind: "order_not_credited" | "credit_without_order" | "credit_mismatch" | "purchase_without_debit" | "debit_without_purchase" | "debit_mismatch" | "refund_mismatch" | "balance_mismatch";
            /** @description Order number, uid:gameId, or uid. */
            ref: string;
            uid: components["schemas"]["Uid"];
            expected: number;
            actual: number;
            note: string;
        };
        /**
         * @description Orders paid vs X钻 credited, X钻 spent vs purchases (对账).
         * @example {
         *       "from": "2026-11-21",
         *       "to": "2026-11-21",
         *       "clean": true,
         *       "orders": {
         *         "paid": 3,
         *         "coinsExpected": 180,
         *         "coinsCredited": 180
         *       },
         *       "purchases": {
         *         "count": 2,
         *         "coinsExpected": 30,
         *         "coinsSpent": 30
         *       },
         *       "refunds": {
         *         "count": 0,
         *         "coins": 0
         *       },
         *       "corrections": {
         *         "count": 0,
         *         "coins": 0
         *       },
         *       "differences": []
         *     }
         * @example {
         *       "from": "2026-11-21",
         *       "to": "2026-11-21",
         *       "clean": false,
         *       "orders": {
         *         "paid": 3,
         *         "coinsExpected": 180,
         *         "coinsCredited": 120
         *       },
         *       "purchases": {
         *         "count": 2,
         *         "coinsExpected": 30,
         *         "coinsSpent": 30
         *       },
         *       "refunds": {
         *         "count": 0,
         *         "coins": 0
         *       },
         *       "corrections": {
         *         "count": 0,
         *         "coins": 0
         *       },
         *       "differences": [
         *         {
         *           "kind": "order_not_credited",
         *           "ref": "R20261121080000123456",
         *           "uid": "10001",
         *           "expected": 60,
         *           "actual": 0,
         *           "note": "订单已支付但未入账"
         *         }
         *       ]
         *     }
         */
        Reconciliation: {
            from: string;
            to: string;
            /** @description No difference found. */
            clean: boolean;
            orders: {
                paid: number;
                coinsExpected: number;
                coinsCredited: number;
            };
            purchases: {
                count: number;
                coinsExpected: number;
                coinsSpent: number;
            };
            refunds: {
                count: number;
                coins: number;
            };
            corrections: {
                count: number;
                coins: number;
            };
            differences: components["schemas"]["ReconciliationDifference"][];
        };
        DashboardDay: {
            day: string;
            activeUsers: number;
            newUsers: number;
            coinsSold: number;
            /** @description Gross: every debit of the day. */
            coinsSpent: number;
            /** @description X钻 given back that day by refunds of purchases; coinsSpent minus this is the net spend. */
            coinsRefunded: number;
            downloads: number;
        };
        /**
         * @example {
         *       "from": "2026-11-20",
         *       "to": "2026-11-21",
         *       "days": [
         *         {
         *           "day": "2026-11-20",
         *           "activeUsers": 12,
         *           "newUsers": 3,
         *           "coinsSold": 600,
         *           "coinsSpent": 120,
         *           "coinsRefunded": 10,
         *           "downloads": 20
         *         },
         *         {
         *           "day": "2026-11-21",
         *           "activeUsers": 15,
         *           "newUsers": 4,
         *           "coinsSold": 300,
         *           "coinsSpent": 90,
         *           "coinsRefunded": 0,
         *           "downloads": 31
         *         }
         *       ],
         *       "totals": {
         *         "activeUsers": 20,
         *         "newUsers": 7,
         *         "coinsSold": 900,
         *         "coinsSpent": 210,
         *         "coinsRefunded": 10,
         *         "downloads": 51
         *       },
         *       "topGames": [
         *         {
         *           "id": 1015,
         *           "name": "星海",
         *           "downloads": 30,
         *           "purchases": 9
         *         }
         *       ],
         *       "topBooks": [
         *         {
         *           "id": 12,
         *           "title": "月下剑客",
         *           "reads": 64
         *         }
         *       ]
         *     }
         */
        Dashboard: {
            from: string;
            to: string;
            days: components["schemas"]["DashboardDay"][];
            totals: {
                /** @description Distinct over the range. */
                activeUsers: number;
                newUsers: number;
                coinsSold: number;
                coinsSpent: number;
                coinsRefunded: number;
                downloads: number;
            };
            topGames: {
                id: number;
                name: string;
                downloads: number;
                purchases: number;
            }[];
            topBooks: {
                id: number;
                title: string;
                reads: number;
            }[];
        };
        AdminSessionAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminSession"];
        };
        OperatorAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Operator"];
        };
        OperatorPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["PageMeta"] & {
                records: components["schemas"]["Operator"][];
            };
        };
        /** @description The kinds of target an audit row names, with the Chinese name the log shows (x-labels). */
        AuditTargetType: string;
        /**
         * @description The names the audit log uses, for its filters: every write operation of the admin family, every target type, and every operator who has a row (命令行, id 0, for the command line).
         * @example {
         *       "actions": [
         *         {
         *           "value": "adminRefundPurchase",
         *           "label": "游戏购买退款"
         *         }
         *       ],
         *       "targetTypes": [
         *         {
         *           "value": "purchase",
         *           "label": "购买"
         *         }
         *       ],
         *       "operators": [
         *         {
         *           "id": 2,
         *           "name": "yunying"
         *         }
         *       ]
         *     }
         */
        AuditVocabulary: {
            operators: {
                id: number;
                name: string;
            }[];
            actions: components["schemas"]["AuditName"][];
            targetTypes: components["schemas"]["AuditName"][];
        };
        AuditName: {
            /** @description The operationId or target type. */
            value: string;
            /** @description Its Chinese name. */
            label: string;
        };
        AuditVocabularyAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AuditVocabulary"];
        };
        /**
         * @example {
         *       "count": 1,
         *       "reason": "签到故障补偿"
         *     }
         */
        MakeupCardGrantRequest: {
            /** @description How many make-up cards (补签卡) to add. */
            count: number;
            /** @description Why (kept in the audit log). */
            reason: string;
        };
        /**
         * @example {
         *       "uid": "10001",
         *       "cards": 2
         *     }
         */
        MakeupCardGrant: {
            uid: components["schemas"]["Uid"];
            /** @description The player's make-up cards after the grant. */
            cards: number;
        };
        MakeupCardGrantAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["MakeupCardGrant"];
        };
        /**
         * @description An account waiting for deletion (注销): removed at purgeTime unless its owner logs in before.
         * @example {
         *       "uid": "10001",
         *       "name": "小明",
         *       "phone": "138****5678",
         *       "requestTime": "2026-11-21T08:00:00.000Z",
         *       "purgeTime": "2026-11-28T08:00:00.000Z"
         *     }
         */
        AdminAccountDeletion: {
            uid: components["schemas"]["Uid"];
            name: string;
            /** @description Masked. */
            phone: string | null;
            requestTime: components["schemas"]["Timestamp"];
            purgeTime: components["schemas"]["Timestamp"];
        };
        AdminAccountDeletionPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["PageMeta"] & {
                records: components["schemas"]["AdminAccountDeletion"][];
            };
        };
        AuditPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["CursorPageMeta"] & {
                records: components["schemas"]["AuditEntry"][];
            };
        };
        MediaImageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["MediaImage"];
        };
        /** @description A game's release plan as the console shows it (预约与上线). */
        AdminGameRelease: {
            gameId: number;
            upcoming: boolean;
            releaseTime: components["schemas"]["Timestamp"] | null;
            reservationCount: number;
            /** @description When the players who reserved were notified (the release's claim); null before. */
            releaseNotifiedAt: components["schemas"]["Timestamp"] | null;
        };
        AdminGameReleaseInput: {
            upcoming: boolean;
            /** @description The release time of an upcoming game; null or absent for 待定. */
            releaseTime?: components["schemas"]["Timestamp"] | null;
        };
        AdminGameReleaseAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminGameRelease"];
        };
        AdminGameAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminGame"];
        };
        AdminGamePageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["PageMeta"] & {
                records: components["schemas"]["AdminGame"][];
            };
        };
        AdminBookAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminBook"];
        };
        AdminBookPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["PageMeta"] & {
                records: components["schemas"]["AdminBook"][];
            };
        };
        AdminChapterAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminChapter"];
        };
        AdminChapterListAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminChapter"][];
        };
        AdminBannerAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminBanner"];
        };
        AdminBannerListAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminBanner"][];
        };
        AdminAnnouncementAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminAnnouncement"];
        };
        AdminAnnouncementListAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminAnnouncement"][];
        };
        AdminAnnouncementPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["PageMeta"] & {
                records: components["schemas"]["AdminAnnouncement"][];
            };
        };
        AdminFaqAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminFaq"];
        };
        AdminFaqListAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminFaq"][];
        };
        AdminActivityAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminActivity"];
        };
        AdminActivityPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["PageMeta"] & {
                records: components["schemas"]["AdminActivity"][];
            };
        };
        AdminGiftPackAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminGiftPack"];
        };
        AdminGiftPackPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["PageMeta"] & {
                records: components["schemas"]["AdminGiftPack"][];
            };
        };
        SensitiveWordAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["SensitiveWord"];
        };
        AdminPostAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminPost"];
        };
        AdminPostPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["CursorPageMeta"] & {
                records: components["schemas"]["AdminPost"][];
            };
        };
        AdminCommentAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminComment"];
        };
        AdminCommentPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["CursorPageMeta"] & {
                records: components["schemas"]["AdminComment"][];
            };
        };
        AdminReportTargetPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["PageMeta"] & {
                records: components["schemas"]["AdminReportTarget"][];
            };
        };
        AdminReportResolutionAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminReportResolution"];
        };
        AdminRedeemCodeAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminRedeemCode"];
        };
        AdminRedeemCodeListAnswer: components["schemas"]["Success"] & {
            data: {
                records: components["schemas"]["AdminRedeemCode"][];
            };
        };
        AdminRedeemCodePageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["PageMeta"] & {
                records: components["schemas"]["AdminRedeemCode"][];
            };
        };
        AdminUserAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminUser"];
        };
        AdminUserPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["CursorPageMeta"] & {
                records: components["schemas"]["AdminUser"][];
            };
        };
        AdminOrderPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["CursorPageMeta"] & {
                records: components["schemas"]["AdminOrder"][];
            };
        };
        AdminLedgerPageAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["CursorPageMeta"] & {
                records: components["schemas"]["AdminLedgerEntry"][];
            };
        };
        AdminPurchaseListAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["AdminPurchase"][];
        };
        MoneyResultAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["MoneyResult"];
        };
        RechargeRefundPreviewAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["RechargeRefundPreview"];
        };
        RechargeRefundAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["RechargeRefundResult"];
        };
        ReconciliationAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Reconciliation"];
        };
        DashboardAnswer: components["schemas"]["Success"] & {
            data: components["schemas"]["Dashboard"];
        };
    };
    responses: {
        /** @description Done; no data. */
        Ok: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
            };
        };
        /** @description The logged-in account; its token opens the session. */
        Account: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AccountAnswer"] | components["schemas"]["Refusal"];
            };
        };
        /** @description The user's status. */
        UserStatus: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UserStatusAnswer"] | components["schemas"]["Refusal"];
            };
        };
        /** @description Whether I like it now, and its like count. */
        LikeState: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "data": {
                 *         "liked": true,
                 *         "likeCount": 12
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["LikeStateAnswer"] | components["schemas"]["Refusal"];
            };
        };
        /** @description Whether I voted the review helpful now, and its 有用 count. */
        HelpfulState: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "data": {
                 *         "helpful": true,
                 *         "helpfulCount": 4
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["HelpfulStateAnswer"] | components["schemas"]["Refusal"];
            };
        };
        /** @description Whether I follow the user now, and their follower count. */
        FollowState: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "data": {
                 *         "following": true,
                 *         "followerCount": 3
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FollowStateAnswer"] | components["schemas"]["Refusal"];
            };
        };
        /** @description Whether I block the user now. */
        BlockState: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "已拉黑",
                 *       "data": {
                 *         "blocked": true
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["BlockStateAnswer"] | components["schemas"]["Refusal"];
            };
        };
        /** @description Whether I am subscribed to the book now. */
        SubscriptionState: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "ok",
                 *       "data": {
                 *         "subscribed": true
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SubscriptionStateAnswer"] | components["schemas"]["Refusal"];
            };
        };
        /** @description A page of posts. */
        PostPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PostPageAnswer"] | components["schemas"]["Refusal"];
            };
        };
        /** @description A page of comments. */
        CommentPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CommentPageAnswer"] | components["schemas"]["Refusal"];
            };
        };
        /** @description A page of books. */
        BookPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["BookPageAnswer"] | components["schemas"]["Refusal"];
            };
        };
        /** @description Gift packs. */
        GiftPackList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["GiftPackListAnswer"] | components["schemas"]["Refusal"];
            };
        };
        /** @description The request fails the schema (参数错误). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 400,
                 *       "msg": "参数错误：name 长度需在 2-16 之间",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description A guest called what needs a login (未授权，请登录). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 401,
                 *       "msg": "未授权，请登录",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description Not allowed, e.g. deleting another user's post (拒绝访问). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 403,
                 *       "msg": "拒绝访问",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description No such thing (内容不存在). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 404,
                 *       "msg": "内容不存在",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description Body or upload too large (上传内容过大). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 413,
                 *       "msg": "上传内容过大",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description Wrong content type (不支持的内容类型). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 415,
                 *       "msg": "不支持的内容类型",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description Rate limited (操作过于频繁，请稍后再试). */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 429,
                 *       "msg": "操作过于频繁，请稍后再试",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description Server failure; never carries a stack trace (服务器内部错误). */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 500,
                 *       "msg": "服务器内部错误",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
    };
    parameters: {
        /**
         * @description First Asia/Shanghai day of the range (YYYY-MM-DD), included.
         * @example 2026-11-01
         */
        AdminFrom: string;
        /**
         * @description Last Asia/Shanghai day of the range (YYYY-MM-DD), included; not before `from`.
         * @example 2026-11-21
         */
        AdminTo: string;
        /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
        XRequestedWith: "XMLHttpRequest";
        /**
         * @description Client-chosen key (e.g. a nanoid) making a money-moving call safe to retry. Kept 24 hours per user.
         * @example V1StGXR8_Z5jdHi6B-myT
         */
        IdempotencyKey: string;
        /** @description The entity id. */
        IdPath: number;
        /** @description The game's id (its appID). */
        GameIdPath: number;
        /** @description 1-based page number. */
        CurrentPage: number;
        /** @description The `nextCursor` of the previous page, for the records after it (keyset paging); `currentPage` is then only echoed. A cursor of another list or sort, or altered, answers 400. */
        Cursor: components["schemas"]["Cursor"];
        /** @description Items per page. */
        PageSize: number;
        /** @description 1 hottest (most liked, then newest), 2 newest first. */
        Sort: components["schemas"]["Sort"];
    };
    requestBodies: {
        /** @description A portal call without fields of its own; the SDK still sends appID and channelID. */
        PortalEmpty: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PortalBase"];
                "application/json": components["schemas"]["PortalBase"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listTags: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "tag": "攻略"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "tag": "闲聊"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TagListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listPosts: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description The `nextCursor` of the previous page, for the records after it (keyset paging); `currentPage` is then only echoed. A cursor of another list or sort, or altered, answers 400. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 1 hottest (most liked, then newest), 2 newest first. */
                sort?: components["parameters"]["Sort"];
                /** @description Only posts with this tag. */
                tagId?: number;
                /** @description Search words matched in the content. */
                keyword?: string;
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostCreateRequest"];
            };
        };
        responses: {
            /** @description The new post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    likePost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LikeState"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    unlikePost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LikeState"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    followUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The uid of the user to follow. */
                id: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FollowState"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    unfollowUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The uid of the user to follow. */
                id: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FollowState"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    likeComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LikeState"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    unlikeComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LikeState"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentCreateRequest"];
            };
        };
        responses: {
            /** @description The new comment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listComments: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description The `nextCursor` of the previous page, for the records after it (keyset paging); `currentPage` is then only echoed. A cursor of another list or sort, or altered, answers 400. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 1 hottest (most liked, then newest), 2 newest first. */
                sort?: components["parameters"]["Sort"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The post. */
                postId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CommentPage"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listReplies: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description The `nextCursor` of the previous page, for the records after it (keyset paging); `currentPage` is then only echoed. A cursor of another list or sort, or altered, answers 400. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The post. */
                postId: number;
                /** @description The top-level comment. */
                commentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CommentPage"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listMyPosts: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description The `nextCursor` of the previous page, for the records after it (keyset paging); `currentPage` is then only echoed. A cursor of another list or sort, or altered, answers 400. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 1 hottest (most liked, then newest), 2 newest first. */
                sort?: components["parameters"]["Sort"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PostPage"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listMyComments: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description The `nextCursor` of the previous page, for the records after it (keyset paging); `currentPage` is then only echoed. A cursor of another list or sort, or altered, answers 400. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 1 hottest (most liked, then newest), 2 newest first (the default here). */
                sort?: 1 | 2;
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CommentPage"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listFollowingPosts: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description The `nextCursor` of the previous page, for the records after it (keyset paging); `currentPage` is then only echoed. A cursor of another list or sort, or altered, answers 400. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PostPage"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    suggestKeywords: {
        parameters: {
            query: {
                /**
                 * @description What the user typed so far.
                 * @example 攻略
                 */
                keyword: string;
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up to 10 suggestions, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": [
                     *         "攻略大全",
                     *         "攻略分享"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["StringListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listSearchHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recent keywords, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": [
                     *         "攻略",
                     *         "新手"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["StringListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    recordSearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchRecordRequest"];
            };
        };
        responses: {
            /** @description My history after the search, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": [
                     *         "新手",
                     *         "攻略"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["StringListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    clearSearchHistory: {
        parameters: {
            query?: {
                /**
                 * @description The one keyword to forget.
                 * @example 攻略
                 */
                keyword?: string;
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What is left of my history, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已清空",
                     *       "data": []
                     *     }
                     */
                    "application/json": components["schemas"]["StringListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listTrendingSearches: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up to 10 keywords, hottest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": [
                     *         "攻略",
                     *         "新手",
                     *         "抽卡"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["StringListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    reportContent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportRequest"];
            };
        };
        responses: {
            /** @description Reported. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    blockUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The uid of the user to block or unblock. */
                id: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BlockState"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    unblockUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The uid of the user to block or unblock. */
                id: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BlockState"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listBlockedUsers: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of blocked users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockedUserPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listSquareConfig: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of key/value settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listSensitiveWords: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sensitive words. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SensitiveWordPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    uploadMedia: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["MediaUpload"];
            };
        };
        responses: {
            /** @description Where the file is served and its size. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getGameRating: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The game's id (its appID). */
                id: components["parameters"]["GameIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rating summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "gameId": 1,
                     *         "average": 4.3,
                     *         "count": 12,
                     *         "minimumCount": 5,
                     *         "distribution": [
                     *           {
                     *             "stars": 5,
                     *             "count": 7
                     *           },
                     *           {
                     *             "stars": 4,
                     *             "count": 2
                     *           },
                     *           {
                     *             "stars": 3,
                     *             "count": 2
                     *           },
                     *           {
                     *             "stars": 2,
                     *             "count": 0
                     *           },
                     *           {
                     *             "stars": 1,
                     *             "count": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GameRatingAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listGameReviews: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description The `nextCursor` of the previous page, for the records after it (keyset paging); `currentPage` is then only echoed. A cursor of another list or sort, or altered, answers 400. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description hot 最热 (most helpful votes, then newest), new 最新. */
                sort?: components["schemas"]["GameReviewSort"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The game's id (its appID). */
                id: components["parameters"]["GameIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameReviewPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMyGameReview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The game's id (its appID). */
                id: components["parameters"]["GameIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My review, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyGameReviewAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    saveGameReview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The game's id (its appID). */
                id: components["parameters"]["GameIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameReviewInput"];
            };
        };
        responses: {
            /** @description The review as saved and the rating after it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedGameReviewAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteGameReview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The game's id (its appID). */
                id: components["parameters"]["GameIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rating after the deletion. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameRatingAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    voteReviewHelpful: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["HelpfulState"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    unvoteReviewHelpful: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["HelpfulState"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deviceInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["DeviceInitRequest"];
                "application/json": components["schemas"]["DeviceInitRequest"];
            };
        };
        responses: {
            /** @description The server config. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "appID": 2008,
                     *         "channelID": "0",
                     *         "otherConfig": {
                     *           "ug.phone.login.auto.register": "1"
                     *         },
                     *         "serverTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ServerConfigAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    appInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AppInitRequest"];
                "application/json": components["schemas"]["AppInitRequest"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    sendSmsCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SmsCodeRequest"];
                "application/json": components["schemas"]["SmsCodeRequest"];
            };
        };
        responses: {
            /** @description The code was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "expiresIn": 300,
                     *         "resendIn": 60
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SmsSentAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    registerWithName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["RegisterWithNameRequest"];
                "application/json": components["schemas"]["RegisterWithNameRequest"];
            };
        };
        responses: {
            200: components["responses"]["Account"];
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["LoginRequest"];
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            200: components["responses"]["Account"];
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    loginWithPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["LoginWithPhoneRequest"];
                "application/json": components["schemas"]["LoginWithPhoneRequest"];
            };
        };
        responses: {
            200: components["responses"]["Account"];
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    loginPhoneWithoutRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["LoginPhoneWithoutRegisterRequest"];
                "application/json": components["schemas"]["LoginPhoneWithoutRegisterRequest"];
            };
        };
        responses: {
            200: components["responses"]["Account"];
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    autoLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AutoLoginRequest"];
                "application/json": components["schemas"]["AutoLoginRequest"];
            };
        };
        responses: {
            200: components["responses"]["Account"];
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    tokenLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenLoginRequest"];
                "application/json": components["schemas"]["TokenLoginRequest"];
            };
        };
        responses: {
            200: components["responses"]["Account"];
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ResetPasswordRequest"];
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    bindPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["BindPhoneRequest"];
                "application/json": components["schemas"]["BindPhoneRequest"];
            };
        };
        responses: {
            200: components["responses"]["UserStatus"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMessageSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description Unread count and the latest message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageSummaryAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getKefu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description How to reach customer service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KefuAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description The sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInDeviceListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SessionRevokeRequest"];
                "application/json": components["schemas"]["SessionRevokeRequest"];
            };
        };
        responses: {
            /** @description How many sessions were signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已下线该设备",
                     *       "data": {
                     *         "revoked": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SessionRevokeAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    revokeOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description How many sessions were signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已下线其他设备",
                     *       "data": {
                     *         "revoked": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SessionRevokeAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPushKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "publicKey": "BNbxGYNMhEIi9zrneh7mqV4oUanjLUK3m-mYZBc62frMKrEoMk88r3Lk596T0ck9xlT-6kVjl8Vk2rqqCYbfVmo"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PushKeyAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    subscribePush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PushSubscribeRequest"];
                "application/json": components["schemas"]["PushSubscribeRequest"];
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    unsubscribePush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PushUnsubscribeRequest"];
                "application/json": components["schemas"]["PushUnsubscribeRequest"];
            };
        };
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已关闭推送通知",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    requestAccountDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AccountDeletionRequest"];
                "application/json": components["schemas"]["AccountDeletionRequest"];
            };
        };
        responses: {
            /** @description When the account will be removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "注销申请已提交，7天内登录可撤销",
                     *       "data": {
                     *         "requestTime": "2026-11-21T08:00:00.000Z",
                     *         "purgeTime": "2026-11-28T08:00:00.000Z",
                     *         "forfeitCoins": 120
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountDeletionAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getUserStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["UidRequest"];
                "application/json": components["schemas"]["UidRequest"];
            };
        };
        responses: {
            200: components["responses"]["UserStatus"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["MessageListRequest"];
                "application/json": components["schemas"]["MessageListRequest"];
            };
        };
        responses: {
            /** @description A page of messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagePageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["IdRequest"];
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The message, now read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    markAllMessagesRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["MarkAllReadRequest"];
                "application/json": components["schemas"]["MarkAllReadRequest"];
            };
        };
        responses: {
            /** @description The unread counts after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageSummaryAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description One setting per kind, in the order of NotificationKind. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettingsAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateNotificationSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["NotificationSettingRequest"];
                "application/json": components["schemas"]["NotificationSettingRequest"];
            };
        };
        responses: {
            /** @description Every setting after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettingsAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listCoinLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["UidPageRequest"];
                "application/json": components["schemas"]["UidPageRequest"];
            };
        };
        responses: {
            /** @description A page of ledger entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LedgerPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["CursorPageRequest"];
                "application/json": components["schemas"]["CursorPageRequest"];
            };
        };
        responses: {
            /** @description A page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["UpdateInfoRequest"];
                "application/json": components["schemas"]["UpdateInfoRequest"];
            };
        };
        responses: {
            200: components["responses"]["UserStatus"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    uploadAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AvatarUpload"];
            };
        };
        responses: {
            /** @description The new avatar address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvatarAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listVipTiers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description The tiers, cheapest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VipTierListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    openVip: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Client-chosen key (e.g. a nanoid) making a money-moving call safe to retry. Kept 24 hours per user.
                 * @example V1StGXR8_Z5jdHi6B-myT
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["VipOpenRequest"];
                "application/json": components["schemas"]["VipOpenRequest"];
            };
        };
        responses: {
            /** @description New membership state and balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VipOpenAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listRechargePackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description The packages, cheapest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RechargePackageListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createPayOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Client-chosen key (e.g. a nanoid) making a money-moving call safe to retry. Kept 24 hours per user.
                 * @example V1StGXR8_Z5jdHi6B-myT
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PayInfoRequest"];
                "application/json": components["schemas"]["PayInfoRequest"];
            };
        };
        responses: {
            /** @description The order and where to pay it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayInfoAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    payNotify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PayNotifyRequest"];
                "application/json": components["schemas"]["PayNotifyRequest"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    recordDownload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["DownloadRecordRequest"];
                "application/json": components["schemas"]["DownloadRecordRequest"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadGame: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Client-chosen key (e.g. a nanoid) making a money-moving call safe to retry. Kept 24 hours per user.
                 * @example V1StGXR8_Z5jdHi6B-myT
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The game's appID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["DownloadRequest"];
                "application/json": components["schemas"]["DownloadRequest"];
            };
        };
        responses: {
            /** @description The download URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": "http://127.0.0.1:8000/files/games/2101-android.apk"
                     *     }
                     */
                    "application/json": components["schemas"]["DownloadUrlAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    reserveGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["GameAppIdRequest"];
                "application/json": components["schemas"]["GameAppIdRequest"];
            };
        };
        responses: {
            /** @description The reservation state after the call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "预约成功，上线时会通知你",
                     *       "data": {
                     *         "appID": 1015,
                     *         "reserved": true,
                     *         "reservationCount": 123456
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GameReservationAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelGameReservation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["GameAppIdRequest"];
                "application/json": components["schemas"]["GameAppIdRequest"];
            };
        };
        responses: {
            /** @description The reservation state after the call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已取消预约",
                     *       "data": {
                     *         "appID": 1015,
                     *         "reserved": false,
                     *         "reservationCount": 123455
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GameReservationAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listMyReservations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["CursorPageRequest"];
                "application/json": components["schemas"]["CursorPageRequest"];
            };
        };
        responses: {
            /** @description A page of my reservations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description Banners and recommendations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomeAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listGameTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description The types in tab order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameTypeListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listGames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["GameListRequest"];
                "application/json": components["schemas"]["GameListRequest"];
            };
        };
        responses: {
            /** @description A page of games. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GamePageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["GameAppIdRequest"];
                "application/json": components["schemas"]["GameAppIdRequest"];
            };
        };
        responses: {
            /** @description The game. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameDetailAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listGameGifts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["GameAppIdRequest"];
                "application/json": components["schemas"]["GameAppIdRequest"];
            };
        };
        responses: {
            200: components["responses"]["GiftPackList"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AnnouncementRequest"];
                "application/json": components["schemas"]["AnnouncementRequest"];
            };
        };
        responses: {
            /** @description The latest announcement or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    dismissAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AnnouncementDismissRequest"];
                "application/json": components["schemas"]["AnnouncementDismissRequest"];
            };
        };
        responses: {
            /** @description Recorded, or 1011 when the announcement changed since. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listBooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["BookListRequest"];
                "application/json": components["schemas"]["BookListRequest"];
            };
        };
        responses: {
            200: components["responses"]["BookPage"];
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getBookHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description Featured books, ranking, latest updates and tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookHomeAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getBook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["BookIdRequest"];
                "application/json": components["schemas"]["BookIdRequest"];
            };
        };
        responses: {
            /** @description The book, with my last read position when logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookDetailAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listChapters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ChapterListRequest"];
                "application/json": components["schemas"]["ChapterListRequest"];
            };
        };
        responses: {
            /** @description All chapters in the asked order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChapterListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getChapterPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ChapterRequest"];
                "application/json": components["schemas"]["ChapterRequest"];
            };
        };
        responses: {
            /** @description The pages in reading order, and the neighbouring chapters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChapterPagesAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listReadHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PageRequest"];
                "application/json": components["schemas"]["PageRequest"];
            };
        };
        responses: {
            /** @description A page of history entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadHistoryPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    saveReadHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ReadHistorySaveRequest"];
                "application/json": components["schemas"]["ReadHistorySaveRequest"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    subscribeBook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["BookIdRequest"];
                "application/json": components["schemas"]["BookIdRequest"];
            };
        };
        responses: {
            200: components["responses"]["SubscriptionState"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    unsubscribeBook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["BookIdRequest"];
                "application/json": components["schemas"]["BookIdRequest"];
            };
        };
        responses: {
            200: components["responses"]["SubscriptionState"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PageRequest"];
                "application/json": components["schemas"]["PageRequest"];
            };
        };
        responses: {
            200: components["responses"]["BookPage"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    unlockChapter: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Client-chosen key (e.g. a nanoid) making a money-moving call safe to retry. Kept 24 hours per user.
                 * @example V1StGXR8_Z5jdHi6B-myT
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ChapterRequest"];
                "application/json": components["schemas"]["ChapterRequest"];
            };
        };
        responses: {
            /** @description How the chapter is open to me, what was charged and my balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChapterUnlockAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getReadingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description My settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "autoUnlock": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReadingSettingsAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    saveReadingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ReadingSettingsSaveRequest"];
                "application/json": components["schemas"]["ReadingSettingsSaveRequest"];
            };
        };
        responses: {
            /** @description My settings after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "autoUnlock": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReadingSettingsAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    mergeReadProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ReadProgressMergeRequest"];
                "application/json": components["schemas"]["ReadProgressMergeRequest"];
            };
        };
        responses: {
            /** @description How many books took the device's spot and how many chapters were newly marked read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "books": 1,
                     *         "chapters": 3
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReadProgressMergeAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    claimGift: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Client-chosen key (e.g. a nanoid) making a money-moving call safe to retry. Kept 24 hours per user.
                 * @example V1StGXR8_Z5jdHi6B-myT
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["GiftClaimRequest"];
                "application/json": components["schemas"]["GiftClaimRequest"];
            };
        };
        responses: {
            /** @description The pack with my code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiftPackAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    redeemCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Client-chosen key (e.g. a nanoid) making a money-moving call safe to retry. Kept 24 hours per user.
                 * @example V1StGXR8_Z5jdHi6B-myT
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["RedeemRequest"];
                "application/json": components["schemas"]["RedeemRequest"];
            };
        };
        responses: {
            /** @description What the code granted, and my balance when it granted X钻. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedeemResultAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listMyGifts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            200: components["responses"]["GiftPackList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description Daily tasks first, then one-time tasks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    claimTask: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Client-chosen key (e.g. a nanoid) making a money-moving call safe to retry. Kept 24 hours per user.
                 * @example V1StGXR8_Z5jdHi6B-myT
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TaskClaimRequest"];
                "application/json": components["schemas"]["TaskClaimRequest"];
            };
        };
        responses: {
            /** @description The task, now claimed, and my new balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskClaimAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCheckinInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["CheckinInfoRequest"];
                "application/json": components["schemas"]["CheckinInfoRequest"];
            };
        };
        responses: {
            /** @description The checked days of the month, streak and rewards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckinInfoAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    makeupCheckin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["CheckinMakeupRequest"];
                "application/json": components["schemas"]["CheckinMakeupRequest"];
            };
        };
        responses: {
            /** @description The repaired day, the streak now, the cards left and this month's make-ups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckinMakeupAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    checkin: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Client-chosen key (e.g. a nanoid) making a money-moving call safe to retry. Kept 24 hours per user.
                 * @example V1StGXR8_Z5jdHi6B-myT
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description Today's reward, the streak and my new balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckinResultAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getInviteInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description My invite code, link and what it earned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InviteInfoAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listActivities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ActivityListRequest"];
                "application/json": components["schemas"]["ActivityListRequest"];
            };
        };
        responses: {
            /** @description The activities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["IdRequest"];
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The activity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listFaq: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description The questions in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getBusinessInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PortalEmpty"];
        responses: {
            /** @description How to reach the business team. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminLoginRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSessionAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminLogout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已退出",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "id": 1,
                     *         "name": "root",
                     *         "role": "admin",
                     *         "disabled": false,
                     *         "createTime": "2026-11-21T08:00:00.000Z",
                     *         "lastLoginTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OperatorAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListOperators: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 1,
                     *             "name": "root",
                     *             "role": "admin",
                     *             "disabled": false,
                     *             "createTime": "2026-11-21T08:00:00.000Z",
                     *             "lastLoginTime": "2026-11-21T08:00:00.000Z"
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OperatorPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateOperator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorCreateRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateOperator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorUpdateRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListAudit: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description The `nextCursor` of the previous page, for the records after it (keyset paging); `currentPage` is then only echoed. A cursor of another list or sort, or altered, answers 400. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only this operator; 0 for the rows no operator wrote (the command line, the server itself). */
                operatorId?: number;
                /** @description Only this action (an operationId, e.g. adminRefundPurchase). */
                action?: string;
                /** @description Only this kind of target (game, book, purchase...). */
                targetType?: string;
                /** @description Only this target. */
                targetId?: string;
                /**
                 * @description First Asia/Shanghai day of the range (YYYY-MM-DD), included.
                 * @example 2026-11-01
                 */
                from?: components["parameters"]["AdminFrom"];
                /**
                 * @description Last Asia/Shanghai day of the range (YYYY-MM-DD), included; not before `from`.
                 * @example 2026-11-21
                 */
                to?: components["parameters"]["AdminTo"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 88,
                     *             "operatorId": 2,
                     *             "operatorName": "yunying",
                     *             "action": "adminRefundPurchase",
                     *             "actionLabel": "游戏购买退款",
                     *             "targetType": "purchase",
                     *             "targetLabel": "购买",
                     *             "targetId": "10001:1015",
                     *             "before": {
                     *               "refunded": false
                     *             },
                     *             "after": {
                     *               "refunded": true,
                     *               "amount": 10
                     *             },
                     *             "reason": "重复购买",
                     *             "createTime": "2026-11-21T08:00:00.000Z"
                     *           }
                     *         ],
                     *         "nextCursor": null,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AuditPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminAuditNames: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "actions": [
                     *           {
                     *             "value": "adminRefundPurchase",
                     *             "label": "游戏购买退款"
                     *           }
                     *         ],
                     *         "targetTypes": [
                     *           {
                     *             "value": "purchase",
                     *             "label": "购买"
                     *           }
                     *         ],
                     *         "operators": [
                     *           {
                     *             "id": 2,
                     *             "name": "yunying"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AuditVocabularyAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUploadImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "url": "/files/admin/ab12.png",
                     *         "width": 512,
                     *         "height": 512
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MediaImageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListGameTypes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "角色扮演"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["GameTypeListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListGames: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Words matched in the name or title. */
                keyword?: string;
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 1015,
                     *             "name": "星海",
                     *             "typeId": 1,
                     *             "typeName": "角色扮演",
                     *             "icon": "/files/admin/ab12.png",
                     *             "cover": "/files/admin/cd34.png",
                     *             "summary": "星际冒险角色扮演",
                     *             "intro": "<p>驾驶星舰探索银河。</p>",
                     *             "tags": [
                     *               "热门",
                     *               "二次元"
                     *             ],
                     *             "onlineType": 1,
                     *             "buyAmount": 10,
                     *             "version": "1.0.0",
                     *             "score": 8.6,
                     *             "recommended": false,
                     *             "sort": 0,
                     *             "downloads": 0,
                     *             "packages": [
                     *               {
                     *                 "platformType": 1,
                     *                 "url": "http://127.0.0.1:8000/files/games/1015/game-1015-1.0.0.apk",
                     *                 "size": 2048
                     *               },
                     *               {
                     *                 "platformType": 2,
                     *                 "url": null,
                     *                 "size": 0
                     *               }
                     *             ],
                     *             "screenshots": [
                     *               {
                     *                 "id": 7,
                     *                 "url": "/files/admin/ef56.png",
                     *                 "width": 750,
                     *                 "height": 1334
                     *               }
                     *             ],
                     *             "createTime": "2026-11-21T08:00:00.000Z"
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminGamePageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminGameInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已创建",
                     *       "data": {
                     *         "id": 1015,
                     *         "name": "星海",
                     *         "typeId": 1,
                     *         "typeName": "角色扮演",
                     *         "icon": "/files/admin/ab12.png",
                     *         "cover": "/files/admin/cd34.png",
                     *         "summary": "星际冒险角色扮演",
                     *         "intro": "<p>驾驶星舰探索银河。</p>",
                     *         "tags": [
                     *           "热门",
                     *           "二次元"
                     *         ],
                     *         "onlineType": 1,
                     *         "buyAmount": 10,
                     *         "version": "1.0.0",
                     *         "score": 8.6,
                     *         "recommended": false,
                     *         "sort": 0,
                     *         "downloads": 0,
                     *         "packages": [
                     *           {
                     *             "platformType": 1,
                     *             "url": null,
                     *             "size": 0
                     *           },
                     *           {
                     *             "platformType": 2,
                     *             "url": null,
                     *             "size": 0
                     *           }
                     *         ],
                     *         "screenshots": [],
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminGameAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "id": 1015,
                     *         "name": "星海",
                     *         "typeId": 1,
                     *         "typeName": "角色扮演",
                     *         "icon": "/files/admin/ab12.png",
                     *         "cover": "/files/admin/cd34.png",
                     *         "summary": "星际冒险角色扮演",
                     *         "intro": "<p>驾驶星舰探索银河。</p>",
                     *         "tags": [
                     *           "热门",
                     *           "二次元"
                     *         ],
                     *         "onlineType": 1,
                     *         "buyAmount": 10,
                     *         "version": "1.0.0",
                     *         "score": 8.6,
                     *         "recommended": false,
                     *         "sort": 0,
                     *         "downloads": 0,
                     *         "packages": [
                     *           {
                     *             "platformType": 1,
                     *             "url": "http://127.0.0.1:8000/files/games/1015/game-1015-1.0.0.apk",
                     *             "size": 2048
                     *           },
                     *           {
                     *             "platformType": 2,
                     *             "url": null,
                     *             "size": 0
                     *           }
                     *         ],
                     *         "screenshots": [
                     *           {
                     *             "id": 7,
                     *             "url": "/files/admin/ef56.png",
                     *             "width": 750,
                     *             "height": 1334
                     *           }
                     *         ],
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminGameAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminGameInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已保存",
                     *       "data": {
                     *         "id": 1015,
                     *         "name": "星海",
                     *         "typeId": 1,
                     *         "typeName": "角色扮演",
                     *         "icon": "/files/admin/ab12.png",
                     *         "cover": "/files/admin/cd34.png",
                     *         "summary": "星际冒险角色扮演",
                     *         "intro": "<p>驾驶星舰探索银河。</p>",
                     *         "tags": [
                     *           "热门",
                     *           "二次元"
                     *         ],
                     *         "onlineType": 1,
                     *         "buyAmount": 10,
                     *         "version": "1.0.0",
                     *         "score": 8.6,
                     *         "recommended": false,
                     *         "sort": 0,
                     *         "downloads": 0,
                     *         "packages": [
                     *           {
                     *             "platformType": 1,
                     *             "url": "http://127.0.0.1:8000/files/games/1015/game-1015-1.0.0.apk",
                     *             "size": 2048
                     *           },
                     *           {
                     *             "platformType": 2,
                     *             "url": null,
                     *             "size": 0
                     *           }
                     *         ],
                     *         "screenshots": [
                     *           {
                     *             "id": 7,
                     *             "url": "/files/admin/ef56.png",
                     *             "width": 750,
                     *             "height": 1334
                     *           }
                     *         ],
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminGameAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已删除",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetGameRelease: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "gameId": 1015,
                     *         "upcoming": true,
                     *         "releaseTime": "2026-12-01T02:00:00.000Z",
                     *         "reservationCount": 12,
                     *         "releaseNotifiedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminGameReleaseAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminSetGameRelease: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminGameReleaseInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已保存",
                     *       "data": {
                     *         "gameId": 1015,
                     *         "upcoming": true,
                     *         "releaseTime": "2026-12-01T02:00:00.000Z",
                     *         "reservationCount": 0,
                     *         "releaseNotifiedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminGameReleaseAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminReleaseGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已上线，已通知12位预约玩家",
                     *       "data": {
                     *         "gameId": 1015,
                     *         "upcoming": false,
                     *         "releaseTime": "2026-11-28T08:00:00.000Z",
                     *         "reservationCount": 12,
                     *         "releaseNotifiedAt": "2026-11-28T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminGameReleaseAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUploadGamePackage: {
        parameters: {
            query: {
                /** @description 1 Android, 2 iOS. */
                platformType: components["schemas"]["PlatformType"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已上传",
                     *       "data": {
                     *         "id": 1015,
                     *         "name": "星海",
                     *         "typeId": 1,
                     *         "typeName": "角色扮演",
                     *         "icon": "/files/admin/ab12.png",
                     *         "cover": "/files/admin/cd34.png",
                     *         "summary": "星际冒险角色扮演",
                     *         "intro": "<p>驾驶星舰探索银河。</p>",
                     *         "tags": [
                     *           "热门",
                     *           "二次元"
                     *         ],
                     *         "onlineType": 1,
                     *         "buyAmount": 10,
                     *         "version": "1.0.0",
                     *         "score": 8.6,
                     *         "recommended": false,
                     *         "sort": 0,
                     *         "downloads": 0,
                     *         "packages": [
                     *           {
                     *             "platformType": 1,
                     *             "url": "http://127.0.0.1:8000/files/games/1015/game-1015-1.0.0.apk",
                     *             "size": 2048
                     *           },
                     *           {
                     *             "platformType": 2,
                     *             "url": null,
                     *             "size": 0
                     *           }
                     *         ],
                     *         "screenshots": [
                     *           {
                     *             "id": 7,
                     *             "url": "/files/admin/ef56.png",
                     *             "width": 750,
                     *             "height": 1334
                     *           }
                     *         ],
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminGameAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminAddGameScreenshot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已上传",
                     *       "data": {
                     *         "id": 1015,
                     *         "name": "星海",
                     *         "typeId": 1,
                     *         "typeName": "角色扮演",
                     *         "icon": "/files/admin/ab12.png",
                     *         "cover": "/files/admin/cd34.png",
                     *         "summary": "星际冒险角色扮演",
                     *         "intro": "<p>驾驶星舰探索银河。</p>",
                     *         "tags": [
                     *           "热门",
                     *           "二次元"
                     *         ],
                     *         "onlineType": 1,
                     *         "buyAmount": 10,
                     *         "version": "1.0.0",
                     *         "score": 8.6,
                     *         "recommended": false,
                     *         "sort": 0,
                     *         "downloads": 0,
                     *         "packages": [
                     *           {
                     *             "platformType": 1,
                     *             "url": "http://127.0.0.1:8000/files/games/1015/game-1015-1.0.0.apk",
                     *             "size": 2048
                     *           },
                     *           {
                     *             "platformType": 2,
                     *             "url": null,
                     *             "size": 0
                     *           }
                     *         ],
                     *         "screenshots": [
                     *           {
                     *             "id": 7,
                     *             "url": "/files/admin/ef56.png",
                     *             "width": 750,
                     *             "height": 1334
                     *           }
                     *         ],
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminGameAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteGameScreenshot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The screenshot id. */
                screenshotId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已删除",
                     *       "data": {
                     *         "id": 1015,
                     *         "name": "星海",
                     *         "typeId": 1,
                     *         "typeName": "角色扮演",
                     *         "icon": "/files/admin/ab12.png",
                     *         "cover": "/files/admin/cd34.png",
                     *         "summary": "星际冒险角色扮演",
                     *         "intro": "<p>驾驶星舰探索银河。</p>",
                     *         "tags": [
                     *           "热门",
                     *           "二次元"
                     *         ],
                     *         "onlineType": 1,
                     *         "buyAmount": 10,
                     *         "version": "1.0.0",
                     *         "score": 8.6,
                     *         "recommended": false,
                     *         "sort": 0,
                     *         "downloads": 0,
                     *         "packages": [
                     *           {
                     *             "platformType": 1,
                     *             "url": "http://127.0.0.1:8000/files/games/1015/game-1015-1.0.0.apk",
                     *             "size": 2048
                     *           },
                     *           {
                     *             "platformType": 2,
                     *             "url": null,
                     *             "size": 0
                     *           }
                     *         ],
                     *         "screenshots": [],
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminGameAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListBooks: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Words matched in the name or title. */
                keyword?: string;
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 12,
                     *             "title": "月下剑客",
                     *             "author": "青木",
                     *             "cover": "/files/admin/b1.png",
                     *             "banner": "",
                     *             "intro": "少年剑客的成长之路。",
                     *             "tags": [
                     *               "武侠"
                     *             ],
                     *             "status": "ongoing",
                     *             "featured": false,
                     *             "chapterCount": 1,
                     *             "views": 0,
                     *             "subscriberCount": 0,
                     *             "updateTime": "2026-11-21T08:00:00.000Z",
                     *             "createTime": "2026-11-21T08:00:00.000Z"
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminBookPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateBook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminBookInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已创建",
                     *       "data": {
                     *         "id": 12,
                     *         "title": "月下剑客",
                     *         "author": "青木",
                     *         "cover": "/files/admin/b1.png",
                     *         "banner": "",
                     *         "intro": "少年剑客的成长之路。",
                     *         "tags": [
                     *           "武侠"
                     *         ],
                     *         "status": "ongoing",
                     *         "featured": false,
                     *         "chapterCount": 0,
                     *         "views": 0,
                     *         "subscriberCount": 0,
                     *         "updateTime": "2026-11-21T08:00:00.000Z",
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminBookAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetBook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "id": 12,
                     *         "title": "月下剑客",
                     *         "author": "青木",
                     *         "cover": "/files/admin/b1.png",
                     *         "banner": "",
                     *         "intro": "少年剑客的成长之路。",
                     *         "tags": [
                     *           "武侠"
                     *         ],
                     *         "status": "ongoing",
                     *         "featured": false,
                     *         "chapterCount": 1,
                     *         "views": 0,
                     *         "subscriberCount": 0,
                     *         "updateTime": "2026-11-21T08:00:00.000Z",
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminBookAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateBook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminBookInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已保存",
                     *       "data": {
                     *         "id": 12,
                     *         "title": "月下剑客",
                     *         "author": "青木",
                     *         "cover": "/files/admin/b1.png",
                     *         "banner": "",
                     *         "intro": "少年剑客的成长之路。",
                     *         "tags": [
                     *           "武侠"
                     *         ],
                     *         "status": "ongoing",
                     *         "featured": false,
                     *         "chapterCount": 1,
                     *         "views": 0,
                     *         "subscriberCount": 0,
                     *         "updateTime": "2026-11-21T08:00:00.000Z",
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminBookAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteBook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已删除",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListChapters: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "id": 301,
                     *           "bookId": 12,
                     *           "index": 1,
                     *           "title": "第1话 出山",
                     *           "cover": "/files/admin/p1.png",
                     *           "pageCount": 2,
                     *           "pages": [
                     *             {
                     *               "id": 1,
                     *               "url": "/files/admin/p1.png",
                     *               "width": 750,
                     *               "height": 1200
                     *             },
                     *             {
                     *               "id": 2,
                     *               "url": "/files/admin/p2.png",
                     *               "width": 750,
                     *               "height": 1100
                     *             }
                     *           ],
                     *           "createTime": "2026-11-21T08:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminChapterListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateChapter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminChapterInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已创建",
                     *       "data": {
                     *         "id": 301,
                     *         "bookId": 12,
                     *         "index": 1,
                     *         "title": "第1话 出山",
                     *         "cover": "",
                     *         "pageCount": 0,
                     *         "pages": [],
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminChapterAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateChapter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminChapterInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已保存",
                     *       "data": {
                     *         "id": 301,
                     *         "bookId": 12,
                     *         "index": 1,
                     *         "title": "第1话 出山",
                     *         "cover": "/files/admin/p1.png",
                     *         "pageCount": 2,
                     *         "pages": [
                     *           {
                     *             "id": 1,
                     *             "url": "/files/admin/p1.png",
                     *             "width": 750,
                     *             "height": 1200
                     *           },
                     *           {
                     *             "id": 2,
                     *             "url": "/files/admin/p2.png",
                     *             "width": 750,
                     *             "height": 1100
                     *           }
                     *         ],
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminChapterAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteChapter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已删除",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUploadChapterPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已上传",
                     *       "data": {
                     *         "id": 301,
                     *         "bookId": 12,
                     *         "index": 1,
                     *         "title": "第1话 出山",
                     *         "cover": "/files/admin/p1.png",
                     *         "pageCount": 2,
                     *         "pages": [
                     *           {
                     *             "id": 1,
                     *             "url": "/files/admin/p1.png",
                     *             "width": 750,
                     *             "height": 1200
                     *           },
                     *           {
                     *             "id": 2,
                     *             "url": "/files/admin/p2.png",
                     *             "width": 750,
                     *             "height": 1100
                     *           }
                     *         ],
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminChapterAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminReorderChapterPages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageOrderRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已保存",
                     *       "data": {
                     *         "id": 301,
                     *         "bookId": 12,
                     *         "index": 1,
                     *         "title": "第1话 出山",
                     *         "cover": "/files/admin/p1.png",
                     *         "pageCount": 2,
                     *         "pages": [
                     *           {
                     *             "id": 1,
                     *             "url": "/files/admin/p1.png",
                     *             "width": 750,
                     *             "height": 1200
                     *           },
                     *           {
                     *             "id": 2,
                     *             "url": "/files/admin/p2.png",
                     *             "width": 750,
                     *             "height": 1100
                     *           }
                     *         ],
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminChapterAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteChapterPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
                /** @description The page id. */
                pageId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已删除",
                     *       "data": {
                     *         "id": 301,
                     *         "bookId": 12,
                     *         "index": 1,
                     *         "title": "第1话 出山",
                     *         "cover": "/files/admin/p1.png",
                     *         "pageCount": 1,
                     *         "pages": [
                     *           {
                     *             "id": 1,
                     *             "url": "/files/admin/p1.png",
                     *             "width": 750,
                     *             "height": 1200
                     *           }
                     *         ],
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminChapterAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListBanners: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "position": "home",
                     *           "title": "星海上线",
                     *           "image": "/files/admin/bn.png",
                     *           "link": "/detail/1015",
                     *           "sort": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminBannerListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateBanner: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminBannerInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已创建",
                     *       "data": {
                     *         "id": 3,
                     *         "position": "home",
                     *         "title": "星海上线",
                     *         "image": "/files/admin/bn.png",
                     *         "link": "/detail/1015",
                     *         "sort": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminBannerAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateBanner: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminBannerInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已保存",
                     *       "data": {
                     *         "id": 3,
                     *         "position": "home",
                     *         "title": "星海上线",
                     *         "image": "/files/admin/bn.png",
                     *         "link": "/detail/1015",
                     *         "sort": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminBannerAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteBanner: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已删除",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListAnnouncements: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 5,
                     *             "seriesId": 5,
                     *             "version": 1,
                     *             "title": "维护公告",
                     *             "content": "<p>今晚22点维护。</p>",
                     *             "posType": 1,
                     *             "status": "published",
                     *             "publishTime": "2026-11-21T08:00:00.000Z",
                     *             "createTime": "2026-11-21T08:00:00.000Z"
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminAnnouncementPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateAnnouncement: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminAnnouncementInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已创建",
                     *       "data": {
                     *         "id": 5,
                     *         "seriesId": 5,
                     *         "version": 1,
                     *         "title": "维护公告",
                     *         "content": "<p>今晚22点维护。</p>",
                     *         "posType": 1,
                     *         "status": "published",
                     *         "publishTime": "2026-11-21T08:00:00.000Z",
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminAnnouncementAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminEditAnnouncement: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminAnnouncementInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已保存为新版本",
                     *       "data": {
                     *         "id": 6,
                     *         "seriesId": 5,
                     *         "version": 2,
                     *         "title": "维护公告",
                     *         "content": "<p>今晚22点维护。</p>",
                     *         "posType": 1,
                     *         "status": "published",
                     *         "publishTime": "2026-11-21T08:00:00.000Z",
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminAnnouncementAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListAnnouncementVersions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "id": 6,
                     *           "seriesId": 5,
                     *           "version": 2,
                     *           "title": "维护公告",
                     *           "content": "<p>今晚22点维护。</p>",
                     *           "posType": 1,
                     *           "status": "published",
                     *           "publishTime": "2026-11-21T08:00:00.000Z",
                     *           "createTime": "2026-11-21T08:00:00.000Z"
                     *         },
                     *         {
                     *           "id": 5,
                     *           "seriesId": 5,
                     *           "version": 1,
                     *           "title": "维护公告",
                     *           "content": "<p>今晚22点维护。</p>",
                     *           "posType": 1,
                     *           "status": "superseded",
                     *           "publishTime": "2026-11-21T08:00:00.000Z",
                     *           "createTime": "2026-11-21T08:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminAnnouncementListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminPublishAnnouncement: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已发布",
                     *       "data": {
                     *         "id": 5,
                     *         "seriesId": 5,
                     *         "version": 1,
                     *         "title": "维护公告",
                     *         "content": "<p>今晚22点维护。</p>",
                     *         "posType": 1,
                     *         "status": "published",
                     *         "publishTime": "2026-11-21T08:00:00.000Z",
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminAnnouncementAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUnpublishAnnouncement: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已下线",
                     *       "data": {
                     *         "id": 5,
                     *         "seriesId": 5,
                     *         "version": 1,
                     *         "title": "维护公告",
                     *         "content": "<p>今晚22点维护。</p>",
                     *         "posType": 1,
                     *         "status": "unpublished",
                     *         "publishTime": "2026-11-21T08:00:00.000Z",
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminAnnouncementAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminPreviewBroadcast: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminBroadcastInput"];
            };
        };
        responses: {
            /** @description The message as players will see it and how many will get it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBroadcastPreviewAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminSendBroadcast: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminBroadcastInput"];
            };
        };
        responses: {
            /** @description Queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已发送",
                     *       "data": {
                     *         "recipients": 1200,
                     *         "title": "维护通知",
                     *         "content": "今晚 2 点维护一小时。",
                     *         "url": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminBroadcastPreviewAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListFaq: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "question": "X钻是什么？",
                     *           "answer": "X钻是平台的虚拟货币。",
                     *           "sort": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminFaqListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateFaq: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminFaqInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已创建",
                     *       "data": {
                     *         "id": 1,
                     *         "question": "X钻是什么？",
                     *         "answer": "X钻是平台的虚拟货币。",
                     *         "sort": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminFaqAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateFaq: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminFaqInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已保存",
                     *       "data": {
                     *         "id": 1,
                     *         "question": "X钻是什么？",
                     *         "answer": "X钻是平台的虚拟货币。",
                     *         "sort": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminFaqAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteFaq: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已删除",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListActivities: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 2,
                     *             "title": "双十一充值返利",
                     *             "summary": "充值即返20%",
                     *             "content": "<p>活动期间充值返利。</p>",
                     *             "cover": "/files/admin/ac.png",
                     *             "startTime": "2026-11-01T00:00:00.000Z",
                     *             "endTime": "2026-11-30T15:59:59.000Z",
                     *             "sort": 0,
                     *             "status": "ongoing"
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminActivityPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateActivity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminActivityInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已创建",
                     *       "data": {
                     *         "id": 2,
                     *         "title": "双十一充值返利",
                     *         "summary": "充值即返20%",
                     *         "content": "<p>活动期间充值返利。</p>",
                     *         "cover": "/files/admin/ac.png",
                     *         "startTime": "2026-11-01T00:00:00.000Z",
                     *         "endTime": "2026-11-30T15:59:59.000Z",
                     *         "sort": 0,
                     *         "status": "ongoing"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminActivityAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateActivity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminActivityInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已保存",
                     *       "data": {
                     *         "id": 2,
                     *         "title": "双十一充值返利",
                     *         "summary": "充值即返20%",
                     *         "content": "<p>活动期间充值返利。</p>",
                     *         "cover": "/files/admin/ac.png",
                     *         "startTime": "2026-11-01T00:00:00.000Z",
                     *         "endTime": "2026-11-30T15:59:59.000Z",
                     *         "sort": 0,
                     *         "status": "ongoing"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminActivityAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteActivity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已删除",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListGiftPacks: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only this game's packs. */
                gameId?: number;
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 9,
                     *             "gameId": 1015,
                     *             "gameName": "星海",
                     *             "title": "新手礼包",
                     *             "content": "钻石×100",
                     *             "stockTotal": 2,
                     *             "stockLeft": 2,
                     *             "startTime": "2026-11-01T00:00:00.000Z",
                     *             "endTime": "2026-12-31T15:59:59.000Z",
                     *             "createTime": "2026-11-21T08:00:00.000Z"
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminGiftPackPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateGiftPack: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminGiftPackCreate"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已创建",
                     *       "data": {
                     *         "id": 9,
                     *         "gameId": 1015,
                     *         "gameName": "星海",
                     *         "title": "新手礼包",
                     *         "content": "钻石×100",
                     *         "stockTotal": 2,
                     *         "stockLeft": 2,
                     *         "startTime": "2026-11-01T00:00:00.000Z",
                     *         "endTime": "2026-12-31T15:59:59.000Z",
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminGiftPackAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateGiftPack: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminGiftPackInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已保存",
                     *       "data": {
                     *         "id": 9,
                     *         "gameId": 1015,
                     *         "gameName": "星海",
                     *         "title": "新手礼包",
                     *         "content": "钻石×100",
                     *         "stockTotal": 2,
                     *         "stockLeft": 2,
                     *         "startTime": "2026-11-01T00:00:00.000Z",
                     *         "endTime": "2026-12-31T15:59:59.000Z",
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminGiftPackAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteGiftPack: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已删除",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminAddGiftCodes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftCodesRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已添加",
                     *       "data": {
                     *         "id": 9,
                     *         "gameId": 1015,
                     *         "gameName": "星海",
                     *         "title": "新手礼包",
                     *         "content": "钻石×100",
                     *         "stockTotal": 3,
                     *         "stockLeft": 3,
                     *         "startTime": "2026-11-01T00:00:00.000Z",
                     *         "endTime": "2026-12-31T15:59:59.000Z",
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminGiftPackAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListRedeemCodes: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only the codes of this gift pack. */
                packId?: number;
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "code": "K7M2P9QZDX",
                     *             "kind": "gift",
                     *             "coins": 0,
                     *             "packId": 9,
                     *             "packTitle": "新手礼包",
                     *             "maxUses": 100,
                     *             "usedCount": 3,
                     *             "expiresAt": "2026-12-31T15:59:59.000Z",
                     *             "expired": false,
                     *             "note": "双十二",
                     *             "createTime": "2026-11-21T08:00:00.000Z"
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminRedeemCodePageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateRedeemCodes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRedeemCodeBatch"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已生成",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "code": "K7M2P9QZDX",
                     *             "kind": "gift",
                     *             "coins": 0,
                     *             "packId": 9,
                     *             "packTitle": "新手礼包",
                     *             "maxUses": 100,
                     *             "usedCount": 0,
                     *             "expiresAt": "2026-12-31T15:59:59.000Z",
                     *             "expired": false,
                     *             "note": "双十二",
                     *             "createTime": "2026-11-21T08:00:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminRedeemCodeListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDisableRedeemCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The redeem code, as stored (upper case). */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationReason"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已停用",
                     *       "data": {
                     *         "code": "K7M2P9QZDX",
                     *         "kind": "gift",
                     *         "coins": 0,
                     *         "packId": 9,
                     *         "packTitle": "新手礼包",
                     *         "maxUses": 100,
                     *         "usedCount": 3,
                     *         "expiresAt": "2026-11-22T08:00:00.000Z",
                     *         "expired": true,
                     *         "note": "双十二",
                     *         "createTime": "2026-11-21T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminRedeemCodeAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListSensitiveWords: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Words containing this. */
                keyword?: string;
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 1,
                     *             "word": "外挂"
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SensitiveWordPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminAddSensitiveWord: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SensitiveWordInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已添加",
                     *       "data": {
                     *         "id": 9,
                     *         "word": "代练"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SensitiveWordAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteSensitiveWord: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已删除",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminSearchPosts: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description The `nextCursor` of the previous page, for the records after it (keyset paging); `currentPage` is then only echoed. A cursor of another list or sort, or altered, answers 400. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Words in the content. */
                keyword?: string;
                /** @description Only this author. */
                uid?: components["schemas"]["Uid"];
                /** @description Only hidden (true) or only visible (false) posts. */
                hidden?: boolean;
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 42,
                     *             "uid": "10001",
                     *             "authorName": "小明",
                     *             "tagId": 2,
                     *             "content": "今天抽到了SSR！",
                     *             "images": [],
                     *             "video": null,
                     *             "likeCount": 3,
                     *             "commentCount": 1,
                     *             "createTime": "2026-11-21T08:00:00.000Z",
                     *             "hidden": false,
                     *             "hiddenReason": null
                     *           }
                     *         ],
                     *         "nextCursor": null,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminPostPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminHidePost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationReason"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已隐藏",
                     *       "data": {
                     *         "id": 42,
                     *         "uid": "10001",
                     *         "authorName": "小明",
                     *         "tagId": 2,
                     *         "content": "今天抽到了SSR！",
                     *         "images": [],
                     *         "video": null,
                     *         "likeCount": 3,
                     *         "commentCount": 1,
                     *         "createTime": "2026-11-21T08:00:00.000Z",
                     *         "hidden": true,
                     *         "hiddenReason": "广告"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminPostAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUnhidePost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationReason"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已恢复",
                     *       "data": {
                     *         "id": 42,
                     *         "uid": "10001",
                     *         "authorName": "小明",
                     *         "tagId": 2,
                     *         "content": "今天抽到了SSR！",
                     *         "images": [],
                     *         "video": null,
                     *         "likeCount": 3,
                     *         "commentCount": 1,
                     *         "createTime": "2026-11-21T08:00:00.000Z",
                     *         "hidden": false,
                     *         "hiddenReason": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminPostAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeletePost: {
        parameters: {
            query?: {
                /** @description Why (kept in the audit log). */
                reason?: components["schemas"]["OneLineText"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已删除",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminSearchComments: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description The `nextCursor` of the previous page, for the records after it (keyset paging); `currentPage` is then only echoed. A cursor of another list or sort, or altered, answers 400. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only this post's comments. */
                postId?: number;
                /** @description Words in the content. */
                keyword?: string;
                /** @description Only this author. */
                uid?: components["schemas"]["Uid"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 77,
                     *             "postId": 42,
                     *             "uid": "10002",
                     *             "authorName": "小红",
                     *             "content": "恭喜！",
                     *             "createTime": "2026-11-21T08:00:00.000Z",
                     *             "hidden": false,
                     *             "hiddenReason": null
                     *           }
                     *         ],
                     *         "nextCursor": null,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminCommentPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminHideComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationReason"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已隐藏",
                     *       "data": {
                     *         "id": 77,
                     *         "postId": 42,
                     *         "uid": "10002",
                     *         "authorName": "小红",
                     *         "content": "恭喜！",
                     *         "createTime": "2026-11-21T08:00:00.000Z",
                     *         "hidden": true,
                     *         "hiddenReason": "辱骂"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminCommentAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUnhideComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationReason"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已恢复",
                     *       "data": {
                     *         "id": 77,
                     *         "postId": 42,
                     *         "uid": "10002",
                     *         "authorName": "小红",
                     *         "content": "恭喜！",
                     *         "createTime": "2026-11-21T08:00:00.000Z",
                     *         "hidden": false,
                     *         "hiddenReason": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminCommentAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteComment: {
        parameters: {
            query?: {
                /** @description Why (kept in the audit log). */
                reason?: components["schemas"]["OneLineText"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The entity id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已删除",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListReports: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "targetType": "post",
                     *             "targetId": "42",
                     *             "targetUid": "10001",
                     *             "authorName": "小明",
                     *             "postId": 42,
                     *             "content": "加微信领福利",
                     *             "images": [],
                     *             "reporters": 5,
                     *             "reasons": [
                     *               {
                     *                 "reason": "垃圾广告",
                     *                 "count": 4
                     *               },
                     *               {
                     *                 "reason": "其他",
                     *                 "count": 1
                     *               }
                     *             ],
                     *             "details": [
                     *               "反复发广告链接"
                     *             ],
                     *             "firstReportTime": "2026-11-21T08:00:00.000Z",
                     *             "lastReportTime": "2026-11-21T09:00:00.000Z",
                     *             "hidden": true
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminReportTargetPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminResolveReports: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description What was reported. */
                targetType: components["schemas"]["ReportTargetType"];
                /** @description The post or comment id, or the user's uid. */
                targetId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminReportDecision"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已维持处理",
                     *       "data": {
                     *         "targetType": "post",
                     *         "targetId": "42",
                     *         "decision": "upheld",
                     *         "resolved": 5,
                     *         "hidden": true,
                     *         "removed": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminReportResolutionAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminSearchUsers: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description The `nextCursor` of the previous page, for the records after it (keyset paging); `currentPage` is then only echoed. A cursor of another list or sort, or altered, answers 400. */
                cursor?: components["parameters"]["Cursor"];
                /** @description uid, name or phone. */
                keyword?: string;
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "uid": "10001",
                     *             "name": "小明",
                     *             "phone": "138****5678",
                     *             "accountType": 1,
                     *             "coinBalance": 120,
                     *             "vipExpireAt": null,
                     *             "createTime": "2026-11-21T08:00:00.000Z",
                     *             "restrictions": [
                     *               {
                     *                 "kind": "mute",
                     *                 "until": "2026-11-28T08:00:00.000Z",
                     *                 "reason": "发布广告",
                     *                 "operatorName": "root",
                     *                 "createTime": "2026-11-21T08:00:00.000Z"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "nextCursor": null,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminUserPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The player's uid. */
                uid: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "uid": "10001",
                     *         "name": "小明",
                     *         "phone": "138****5678",
                     *         "accountType": 1,
                     *         "coinBalance": 120,
                     *         "vipExpireAt": null,
                     *         "createTime": "2026-11-21T08:00:00.000Z",
                     *         "restrictions": [
                     *           {
                     *             "kind": "mute",
                     *             "until": "2026-11-28T08:00:00.000Z",
                     *             "reason": "发布广告",
                     *             "operatorName": "root",
                     *             "createTime": "2026-11-21T08:00:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminUserAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminRestrictUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The player's uid. */
                uid: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestrictRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已处理",
                     *       "data": {
                     *         "uid": "10001",
                     *         "name": "小明",
                     *         "phone": "138****5678",
                     *         "accountType": 1,
                     *         "coinBalance": 120,
                     *         "vipExpireAt": null,
                     *         "createTime": "2026-11-21T08:00:00.000Z",
                     *         "restrictions": [
                     *           {
                     *             "kind": "mute",
                     *             "until": "2026-11-28T08:00:00.000Z",
                     *             "reason": "发布广告",
                     *             "operatorName": "root",
                     *             "createTime": "2026-11-21T08:00:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminUserAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminLiftRestriction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The player's uid. */
                uid: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LiftRestrictionRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已解除",
                     *       "data": {
                     *         "uid": "10001",
                     *         "name": "小明",
                     *         "phone": "138****5678",
                     *         "accountType": 1,
                     *         "coinBalance": 120,
                     *         "vipExpireAt": null,
                     *         "createTime": "2026-11-21T08:00:00.000Z",
                     *         "restrictions": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminUserAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminSearchOrders: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description The `nextCursor` of the previous page, for the records after it (keyset paging); `currentPage` is then only echoed. A cursor of another list or sort, or altered, answers 400. */
                cursor?: components["parameters"]["Cursor"];
                /** @description The order number. */
                orderNo?: string;
                /** @description Only this player. */
                uid?: components["schemas"]["Uid"];
                /** @description Only this status. */
                status?: components["schemas"]["OrderStatus"];
                /**
                 * @description First Asia/Shanghai day of the range (YYYY-MM-DD), included.
                 * @example 2026-11-01
                 */
                from?: components["parameters"]["AdminFrom"];
                /**
                 * @description Last Asia/Shanghai day of the range (YYYY-MM-DD), included; not before `from`.
                 * @example 2026-11-21
                 */
                to?: components["parameters"]["AdminTo"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "orderNo": "R20261121080000123456",
                     *             "uid": "10001",
                     *             "userName": "小明",
                     *             "packageId": 1,
                     *             "amount": 600,
                     *             "coins": 60,
                     *             "status": "paid",
                     *             "provider": "sandbox",
                     *             "tradeNo": "T20261121080001",
                     *             "createTime": "2026-11-21T08:00:00.000Z",
                     *             "paidTime": "2026-11-21T08:00:00.000Z",
                     *             "refund": null
                     *           }
                     *         ],
                     *         "nextCursor": null,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminOrderPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGrantMakeupCards: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The player's uid. */
                uid: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MakeupCardGrantRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已发放",
                     *       "data": {
                     *         "uid": "10001",
                     *         "cards": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MakeupCardGrantAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListAccountDeletions: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "uid": "10001",
                     *             "name": "小明",
                     *             "phone": "138****5678",
                     *             "requestTime": "2026-11-21T08:00:00.000Z",
                     *             "purgeTime": "2026-11-28T08:00:00.000Z"
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminAccountDeletionPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUserLedger: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                currentPage?: components["parameters"]["CurrentPage"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description The `nextCursor` of the previous page, for the records after it (keyset paging); `currentPage` is then only echoed. A cursor of another list or sort, or altered, answers 400. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The player's uid. */
                uid: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 31,
                     *             "uid": "10001",
                     *             "amount": 10,
                     *             "balanceAfter": 130,
                     *             "kind": "refund",
                     *             "ref": "game:1015",
                     *             "note": "退款：购买游戏《星海》（重复购买）",
                     *             "createTime": "2026-11-21T08:00:00.000Z"
                     *           }
                     *         ],
                     *         "nextCursor": null,
                     *         "currentPage": 1,
                     *         "pageSize": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminLedgerPageAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUserPurchases: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The player's uid. */
                uid: components["schemas"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "uid": "10001",
                     *           "gameId": 1015,
                     *           "gameName": "星海",
                     *           "price": 10,
                     *           "createTime": "2026-11-21T08:00:00.000Z",
                     *           "refunded": false,
                     *           "refundTime": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminPurchaseListAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminRefundPurchase: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
                /**
                 * @description Client-chosen key (e.g. a nanoid) making a money-moving call safe to retry. Kept 24 hours per user.
                 * @example V1StGXR8_Z5jdHi6B-myT
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoneyResultAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCorrectBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
                /**
                 * @description Client-chosen key (e.g. a nanoid) making a money-moving call safe to retry. Kept 24 hours per user.
                 * @example V1StGXR8_Z5jdHi6B-myT
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorrectionRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "已调账",
                     *       "data": {
                     *         "entry": {
                     *           "id": 32,
                     *           "uid": "10001",
                     *           "amount": -5,
                     *           "balanceAfter": 125,
                     *           "kind": "correction",
                     *           "ref": "correction:32",
                     *           "note": "调账：重复发放",
                     *           "createTime": "2026-11-21T08:00:00.000Z"
                     *         },
                     *         "balance": 125
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MoneyResultAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminPreviewRechargeRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path: {
                /** @description The recharge order's number. */
                orderNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RechargeRefundPreviewAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminRefundRecharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
                /**
                 * @description Client-chosen key (e.g. a nanoid) making a money-moving call safe to retry. Kept 24 hours per user.
                 * @example V1StGXR8_Z5jdHi6B-myT
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The recharge order's number. */
                orderNo: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RechargeRefundRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RechargeRefundAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminReconciliation: {
        parameters: {
            query?: {
                /**
                 * @description First Asia/Shanghai day of the range (YYYY-MM-DD), included.
                 * @example 2026-11-01
                 */
                from?: components["parameters"]["AdminFrom"];
                /**
                 * @description Last Asia/Shanghai day of the range (YYYY-MM-DD), included; not before `from`.
                 * @example 2026-11-21
                 */
                to?: components["parameters"]["AdminTo"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "from": "2026-11-21",
                     *         "to": "2026-11-21",
                     *         "clean": true,
                     *         "orders": {
                     *           "paid": 3,
                     *           "coinsExpected": 180,
                     *           "coinsCredited": 180
                     *         },
                     *         "purchases": {
                     *           "count": 2,
                     *           "coinsExpected": 30,
                     *           "coinsSpent": 30
                     *         },
                     *         "refunds": {
                     *           "count": 0,
                     *           "coins": 0
                     *         },
                     *         "corrections": {
                     *           "count": 0,
                     *           "coins": 0
                     *         },
                     *         "differences": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReconciliationAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDashboard: {
        parameters: {
            query?: {
                /**
                 * @description First Asia/Shanghai day of the range (YYYY-MM-DD), included.
                 * @example 2026-11-01
                 */
                from?: components["parameters"]["AdminFrom"];
                /**
                 * @description Last Asia/Shanghai day of the range (YYYY-MM-DD), included; not before `from`.
                 * @example 2026-11-21
                 */
                to?: components["parameters"]["AdminTo"];
            };
            header?: {
                /** @description Optional; no server requires it. Clients leave it out, as it costs a CORS preflight. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": {
                     *         "from": "2026-11-20",
                     *         "to": "2026-11-21",
                     *         "days": [
                     *           {
                     *             "day": "2026-11-20",
                     *             "activeUsers": 12,
                     *             "newUsers": 3,
                     *             "coinsSold": 600,
                     *             "coinsSpent": 120,
                     *             "coinsRefunded": 10,
                     *             "downloads": 20
                     *           },
                     *           {
                     *             "day": "2026-11-21",
                     *             "activeUsers": 15,
                     *             "newUsers": 4,
                     *             "coinsSold": 300,
                     *             "coinsSpent": 90,
                     *             "coinsRefunded": 0,
                     *             "downloads": 31
                     *           }
                     *         ],
                     *         "totals": {
                     *           "activeUsers": 20,
                     *           "newUsers": 7,
                     *           "coinsSold": 900,
                     *           "coinsSpent": 210,
                     *           "coinsRefunded": 10,
                     *           "downloads": 51
                     *         },
                     *         "topGames": [
                     *           {
                     *             "id": 1015,
                     *             "name": "星海",
                     *             "downloads": 30,
                     *             "purchases": 9
                     *           }
                     *         ],
                     *         "topBooks": [
                     *           {
                     *             "id": 12,
                     *             "title": "月下剑客",
                     *             "reads": 64
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DashboardAnswer"] | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
}
/** The query parameters of each operation that have a default: present once the server has validated. */
export interface queryDefaults {
    adminListAccountDeletions: "currentPage" | "pageSize";
    adminListActivities: "currentPage" | "pageSize";
    adminListAnnouncements: "currentPage" | "pageSize";
    adminListAudit: "currentPage" | "pageSize";
    adminListBooks: "currentPage" | "pageSize";
    adminListGames: "currentPage" | "pageSize";
    adminListGiftPacks: "currentPage" | "pageSize";
    adminListOperators: "currentPage" | "pageSize";
    adminListRedeemCodes: "currentPage" | "pageSize";
    adminListReports: "currentPage" | "pageSize";
    adminListSensitiveWords: "currentPage" | "pageSize";
    adminSearchComments: "currentPage" | "pageSize";
    adminSearchOrders: "currentPage" | "pageSize";
    adminSearchPosts: "currentPage" | "pageSize";
    adminSearchUsers: "currentPage" | "pageSize";
    adminUserLedger: "currentPage" | "pageSize";
    listBlockedUsers: "currentPage" | "pageSize";
    listComments: "currentPage" | "pageSize" | "sort";
    listFollowingPosts: "currentPage" | "pageSize";
    listGameReviews: "currentPage" | "pageSize" | "sort";
    listMyComments: "currentPage" | "pageSize" | "sort";
    listMyPosts: "currentPage" | "pageSize" | "sort";
    listPosts: "currentPage" | "pageSize" | "sort";
    listReplies: "currentPage" | "pageSize";
    listSensitiveWords: "currentPage" | "pageSize";
    listSquareConfig: "currentPage" | "pageSize";
}
