// Dashboard figures per Asia/Shanghai day: active and new players, X钻 sold, spent and refunded, downloads, and
// the most downloaded games and most read books of the range.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/answer.ts';
import { adminRoute } from './access.ts';
import { dayRange, shanghaiDay } from './days.ts';

const TOP = 10;
/** The ledger kind of a purchase refund (a credit): counted apart so 消耗 can be read net of it. */
const REFUND_KIND = 'refund';
/** How the refs of a recharge refund's entries start (`recharge:` and `recharge-back:`, wallet/recharge-refunds.ts). */
const RECHARGE_REFUND_REF = 'recharge';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(app, 'adminDashboard', async (request) => {
    const r = dayRange(request.query, 7, 92);
    const db = app.db;
    const inRange = { from: r.fromIso, to: r.toIso };
    const [active, users, ledger, downloads, topGames, topBooks] = await Promise.all([
      db
        .selectFrom('user_active_days')
        .select(['uid', 'day'])
        .where('day', '>=', r.from)
        .where('day', '<=', r.to)
        .execute(),
      db
        .selectFrom('users')
        .select('created_at')
        .where('created_at', '>=', inRange.from)
        .where('created_at', '<', inRange.to)
        .execute(),
      db
        .selectFrom('coin_ledger')
        .select(['amount', 'kind', 'ref', 'created_at'])
        .where('created_at', '>=', inRange.from)
        .where('created_at', '<', inRange.to)
        .where((eb) =>
          eb.or([eb('kind', '=', 'recharge'), eb('amount', '<', 0), eb('kind', '=', REFUND_KIND)]),
        )
        .execute(),
      db
        .selectFrom('download_records')
        .select('created_at')
        .where('source', '=', 'download')
        .where('created_at', '>=', inRange.from)
        .where('created_at', '<', inRange.to)
        .execute(),
      db
        .selectFrom('download_records')
        .innerJoin('games', 'games.id', 'download_records.game_id')
        .select((eb) => ['games.id', 'games.name', eb.fn.countAll<number>().as('downloads')])
        .where('download_records.source', '=', 'download')
        .where('download_records.created_at', '>=', inRange.from)
        .where('download_records.created_at', '<', inRange.to)
        .groupBy(['games.id', 'games.name'])
        .orderBy('downloads', 'desc')
        .orderBy('games.id')
        .limit(TOP)
        .execute(),
      db
        .selectFrom('book_read_days')
        .innerJoin('books', 'books.id', 'book_read_days.book_id')
        .select((eb) => ['books.id', 'books.title', eb.fn.sum<number>('book_read_days.reads').as('reads')])
        .where('book_read_days.day', '>=', r.from)
        .where('book_read_days.day', '<=', r.to)
        .groupBy(['books.id', 'books.title'])
        .orderBy('reads', 'desc')
        .orderBy('books.id')
        .limit(TOP)
        .execute(),
    ]);
    const purchases = topGames.length
      ? await db
          .selectFrom('game_purchases')
          .select((eb) => ['game_id', eb.fn.countAll<number>().as('n')])
          .where(
            'game_id',
            'in',
            topGames.map((g) => g.id),
          )
          .where('created_at', '>=', inRange.from)
          .where('created_at', '<', inRange.to)
          .groupBy('game_id')
          .execute()
      : [];
    const bought = new Map(purchases.map((p) => [p.game_id, Number(p.n)]));
    const days = new Map(
      r.days.map((day) => [
        day,
        { day, activeUsers: 0, newUsers: 0, coinsSold: 0, coinsSpent: 0, coinsRefunded: 0, downloads: 0 },
      ]),
    );
    for (const a of active) {
      const d = days.get(a.day);
      if (d) d.activeUsers++;
    }
    for (const u of users) {
      const d = days.get(shanghaiDay(u.created_at));
      if (d) d.newUsers++;
    }
    for (const e of ledger) {
      const d = days.get(shanghaiDay(e.created_at));
      if (!d) continue;
      // A recharge refund takes back X钻 that were sold, not spent (and a refused one gives them back):
      // neither 消耗 nor a purchase refund.
      if (e.kind === REFUND_KIND && e.ref.startsWith(RECHARGE_REFUND_REF)) continue;
      if (e.kind === 'recharge') d.coinsSold += e.amount;
      else if (e.amount < 0) d.coinsSpent += -e.amount;
      else if (e.kind === REFUND_KIND) d.coinsRefunded += e.amount;
    }
    for (const x of downloads) {
      const d = days.get(shanghaiDay(x.created_at));
      if (d) d.downloads++;
    }
    const list = [...days.values()];
    const sum = (k: 'newUsers' | 'coinsSold' | 'coinsSpent' | 'coinsRefunded' | 'downloads') =>
      list.reduce((s, d) => s + d[k], 0);
    return ok({
      from: r.from,
      to: r.to,
      days: list,
      totals: {
        activeUsers: new Set(active.map((a) => a.uid)).size,
        newUsers: sum('newUsers'),
        coinsSold: sum('coinsSold'),
        coinsSpent: sum('coinsSpent'),
        coinsRefunded: sum('coinsRefunded'),
        downloads: sum('downloads'),
      },
      topGames: topGames.map((g) => ({
        id: g.id,
        name: g.name,
        downloads: Number(g.downloads),
        purchases: bought.get(g.id) ?? 0,
      })),
      topBooks: topBooks.map((b) => ({ id: b.id, title: b.title, reads: Number(b.reads) })),
    });
  });
}
