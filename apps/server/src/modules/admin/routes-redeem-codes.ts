// Gift codes (兑换码) in the console: list them with their use count, limit and expiry, make a batch
// for a gift pack or X钻 with the server's own createRedeemCode, and stop one (it expires now).
import type { ContractSchema } from '@portal/openapi/operations';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { locksRows } from '../../db/portable.ts';
import type { RedeemCodesTable } from '../../db/tables/makeup-cards-redeem-codes.ts';
import type { Db, Tx } from '../../db/tx.ts';
import { Errors, ok } from '../../http/answer.ts';
import { offsetOf, pageOf } from '../../http/paging.ts';
import { createRedeemCode, normalizeRedeemCode } from '../gifts/index.ts';
import { adminRoute } from './access.ts';
import { audited } from './audit.ts';

type Row = Selectable<RedeemCodesTable> & { pack_title: string | null };

type Batch = ContractSchema<'AdminRedeemCodeBatch'>;

const view = (r: Row, now = new Date().toISOString()) => ({
  code: r.code,
  kind: r.kind,
  coins: Number(r.coins),
  packId: r.pack_id === null ? null : Number(r.pack_id),
  packTitle: r.pack_id === null ? null : r.pack_title,
  maxUses: Number(r.max_uses),
  usedCount: Number(r.used_count),
  expiresAt: r.expires_at,
  expired: r.expires_at <= now,
  note: r.note,
  createTime: r.created_at,
});

const withPack = (db: Db | Tx) =>
  db
    .selectFrom('redeem_codes')
    .leftJoin('gift_packs', 'gift_packs.id', 'redeem_codes.pack_id')
    .selectAll('redeem_codes')
    .select('gift_packs.title as pack_title');

/** The batch's problem in the console's words, or null. */
function problemOf(b: Batch, expiresAt: Date): string | null {
  if ((b.packId === undefined) === (b.coins === undefined)) return '请选择礼包或填写X钻数量（二选一）';
  if (b.code !== undefined && b.count !== 1) return '指定兑换码时只能生成 1 个';
  if (b.code !== undefined && !/^[0-9A-Z_]{4,32}$/.test(normalizeRedeemCode(b.code)))
    return '兑换码需为 4-32 位字母或数字';
  if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now()) return '过期时间须晚于现在';
  return null;
}

export async function redeemCodeRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(app, 'adminListRedeemCodes', async (request) => {
    const q = request.query;
    let query = app.db.selectFrom('redeem_codes');
    if (q.packId !== undefined) query = query.where('pack_id', '=', q.packId);
    let rows = withPack(app.db);
    if (q.packId !== undefined) rows = rows.where('redeem_codes.pack_id', '=', q.packId);
    const [records, count] = await Promise.all([
      rows
        .orderBy('redeem_codes.created_at', 'desc')
        .orderBy('redeem_codes.code')
        .limit(q.pageSize)
        .offset(offsetOf(q))
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    const now = new Date().toISOString();
    return ok(
      pageOf(
        records.map((r) => view(r, now)),
        Number(count?.n ?? 0),
        q,
      ),
    );
  });

  adminRoute(app, 'adminCreateRedeemCodes', async (request) => {
    const b = request.body;
    const expiresAt = new Date(b.expiresAt);
    const problem = problemOf(b, expiresAt);
    if (problem) throw Errors.badRequest(problem);
    const records = await audited(app, request, async (trx) => {
      if (b.packId !== undefined) {
        const pack = await trx
          .selectFrom('gift_packs')
          .select('id')
          .where('id', '=', b.packId)
          .executeTakeFirst();
        if (!pack) throw Errors.notFound('礼包不存在');
      }
      const now = new Date();
      const codes: string[] = [];
      for (let i = 0; i < b.count; i++) {
        const row = await createRedeemCode(trx, {
          ...(b.code !== undefined ? { code: b.code } : {}),
          ...(b.packId !== undefined ? { packId: b.packId } : { coins: b.coins }),
          maxUses: b.maxUses,
          expiresAt,
          note: b.note?.trim() ?? '',
          now,
        });
        codes.push(row.code);
      }
      const made = (await withPack(trx).where('redeem_codes.code', 'in', codes).execute()).map((r) =>
        view(r),
      );
      made.sort((x, y) => codes.indexOf(x.code) - codes.indexOf(y.code));
      return {
        result: made,
        audit: {
          targetType: 'redeemCode',
          targetId: codes.length === 1 ? (codes[0] as string) : `${codes[0]}等${codes.length}个`,
          before: null,
          after: {
            codes,
            packId: b.packId ?? null,
            coins: b.coins ?? null,
            maxUses: b.maxUses,
            expiresAt: expiresAt.toISOString(),
          },
        },
      };
    });
    return ok({ records }, '已生成');
  });

  adminRoute(app, 'adminDisableRedeemCode', async (request) => {
    const code = normalizeRedeemCode(request.params.code);
    const { reason } = request.body;
    const result = await audited(app, request, async (trx) => {
      const row = await withPack(trx)
        .where('redeem_codes.code', '=', code)
        .$if(locksRows(trx), (q) => q.forUpdate('redeem_codes'))
        .executeTakeFirst();
      if (!row) throw Errors.notFound('兑换码不存在');
      const before = view(row);
      const now = new Date().toISOString();
      // An already expired code keeps its own (earlier) expiry.
      const live = row.expires_at > now;
      if (live)
        await trx.updateTable('redeem_codes').set({ expires_at: now }).where('code', '=', code).execute();
      const after = view({ ...row, expires_at: live ? now : row.expires_at });
      return { result: after, audit: { targetType: 'redeemCode', targetId: code, before, after, reason } };
    });
    return ok(result, '已停用');
  });
}
