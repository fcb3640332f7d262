import type { AccountSecurityTables } from './tables/account-security.ts';
import type { AccountsTables } from './tables/accounts.ts';
import type { AdminTables } from './tables/admin.ts';
import type { CheckinTables } from './tables/checkin.ts';
import type { ComicsTables } from './tables/comics.ts';
import type { ContentTables } from './tables/content.ts';
import type { DownloadsTables } from './tables/downloads.ts';
import type { GamesTables } from './tables/games.ts';
import type { GiftsTables } from './tables/gifts.ts';
import type { InfraTables } from './tables/infra.ts';
import type { InvitesTables } from './tables/invites.ts';
import type { MakeupCardsRedeemCodesTables } from './tables/makeup-cards-redeem-codes.ts';
import type { ModerationTables } from './tables/moderation.ts';
import type { NotificationsTables } from './tables/notifications.ts';
import type { PushTables } from './tables/push.ts';
import type { ReadingTables } from './tables/reading.ts';
import type { ReviewsTables } from './tables/reviews.ts';
import type { SearchTables } from './tables/search.ts';
import type { SquareTables } from './tables/square.ts';
import type { TasksTables } from './tables/tasks.ts';
import type { VipTables } from './tables/vip.ts';
import type { WalletTables } from './tables/wallet.ts';

/** Every table of the server; each area declares its own in `tables/<area>.ts` and is listed here. */
export interface Database
  extends AccountsTables,
    AdminTables,
    SquareTables,
    ComicsTables,
    ReadingTables,
    GamesTables,
    ContentTables,
    DownloadsTables,
    WalletTables,
    VipTables,
    CheckinTables,
    TasksTables,
    InvitesTables,
    GiftsTables,
    InfraTables,
    SearchTables,
    ModerationTables,
    NotificationsTables,
    AccountSecurityTables,
    MakeupCardsRedeemCodesTables,
    PushTables,
    ReviewsTables {}
