import { FieldRules } from '@portal/openapi/limits';
// Games: fields, free or paid and price, a package per platform, screenshots, and the shared picture upload.
import type { ContractSchema } from '@portal/openapi/operations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Selectable } from 'kysely';
import { nanoid } from 'nanoid';
import { invalidateContent } from '../../cache/invalidation.ts';
import { likeEscape } from '../../db/like.ts';
import { locksRows } from '../../db/portable.ts';
import type { GamesTable } from '../../db/tables/games.ts';
import type { Db, Tx } from '../../db/tx.ts';
import { AppError, BusinessCode, Errors, ok } from '../../http/answer.ts';
import { offsetOf, pageOf } from '../../http/paging.ts';
import { publicOrigin } from '../../http/public-url.ts';
import { IMAGE_MAX, readFile, sniff, unsupported, VIDEO_MAX } from '../uploads/index.ts';
import { adminRoute } from './access.ts';
import { audited } from './audit.ts';

type GameInput = ContractSchema<'AdminGameInput'>;

const PACKAGE_TYPES = new Set([
  'application/zip',
  'application/vnd.android.package-archive',
  'application/java-archive',
]);

/** Reads an uploaded picture and stores it under admin/; answers its address and size. */
export async function storeImage(app: FastifyInstance, request: FastifyRequest) {
  const data = await readFile(request, IMAGE_MAX);
  const s = await sniff(data, 'media');
  if (s.kind !== 'image') throw unsupported();
  const url = await app.files.put(`admin/${nanoid(16)}.${s.ext}`, data);
  return { url, width: s.width, height: s.height };
}

async function gameView(
  db: Db | Tx,
  row: Selectable<GamesTable>,
  origin: string,
  fileUrl: (key: string) => string,
): Promise<ContractSchema<'AdminGame'>> {
  const [type, shots] = await Promise.all([
    db.selectFrom('game_types').select('name').where('id', '=', row.type_id).executeTakeFirst(),
    db.selectFrom('game_screenshots').selectAll().where('game_id', '=', row.id).orderBy('seq').execute(),
  ]);
  const pkg = (platformType: 1 | 2, key: string) => ({
    platformType,
    url: key ? origin + fileUrl(key) : null,
    size: key ? row.size_kb * 1024 : 0,
  });
  return {
    id: row.id,
    name: row.name,
    typeId: row.type_id,
    typeName: type?.name ?? '',
    icon: row.icon,
    cover: row.banner,
    summary: row.summary,
    intro: row.intro,
    tags: row.tags ? row.tags.split(',').filter(Boolean) : [],
    onlineType: row.online_type === 1 ? 1 : 0,
    buyAmount: row.buy_amount,
    version: row.version,
    score: row.rating / 10,
    recommended: row.recommended === 1,
    sort: row.sort,
    downloads: row.downloads,
    packages: [pkg(1, row.android_file), pkg(2, row.ios_file)],
    screenshots: shots.map((s) => ({ id: s.id, url: s.url, width: s.width, height: s.height })),
    createTime: row.created_at,
  };
}

function checkPrice(input: GameInput): void {
  if (input.onlineType === 0 && input.buyAmount !== 0)
    throw Errors.badRequest('buyAmount 免费游戏的价格应为 0');
  if (input.onlineType === 1 && input.buyAmount < 1)
    throw Errors.badRequest('buyAmount 付费游戏的价格至少为 1');
}

function columns(input: GameInput) {
  return {
    name: input.name,
    type_id: input.typeId,
    icon: input.icon,
    banner: input.cover,
    summary: input.summary,
    intro: input.intro,
    tags: (input.tags ?? []).join(','),
    online_type: input.onlineType,
    buy_amount: input.buyAmount,
    version: input.version,
    rating: Math.round((input.score ?? 0) * 10),
    recommended: input.recommended ? 1 : 0,
    sort: input.sort ?? 0,
  };
}

async function gameRow(db: Db | Tx, id: number) {
  const row = await db
    .selectFrom('games')
    .selectAll()
    .where('id', '=', id)
    .$if(locksRows(db), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw Errors.notFound(FieldRules.Game.messages.notFound);
  return row;
}

async function requireType(db: Db | Tx, typeId: number) {
  const type = await db.selectFrom('game_types').select('id').where('id', '=', typeId).executeTakeFirst();
  if (!type) throw Errors.badRequest('typeId 游戏分类不存在');
}

export async function gameRoutes(app: FastifyInstance): Promise<void> {
  const view = (db: Db | Tx, row: Selectable<GamesTable>, request: FastifyRequest) =>
    gameView(db, row, publicOrigin(request), (key) => app.files.urlOf(key));
  const changed = () => invalidateContent(app);

  adminRoute(app, 'adminUploadImage', async (request) => {
    const image = await storeImage(app, request);
    await audited(app, request, async () => ({
      result: null,
      audit: { targetType: 'file', targetId: image.url, before: null, after: image },
    }));
    return ok(image);
  });

  adminRoute(app, 'adminListGameTypes', async () =>
    ok(await app.db.selectFrom('game_types').select(['id', 'name']).orderBy('sort').orderBy('id').execute()),
  );

  adminRoute(app, 'adminListGames', async (request) => {
    const q = request.query;
    let query = app.db.selectFrom('games');
    if (q.keyword) query = query.where('name', 'like', `%${likeEscape(q.keyword)}%`);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(q.pageSize)
        .offset(offsetOf(q))
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    const records = await Promise.all(rows.map((r) => view(app.db, r, request)));
    return ok(pageOf(records, Number(count?.n ?? 0), q));
  });

  adminRoute(app, 'adminGetGame', async (request) => {
    const { id } = request.params;
    return ok(await view(app.db, await gameRow(app.db, id), request));
  });

  adminRoute(app, 'adminCreateGame', async (request) => {
    const input = request.body;
    checkPrice(input);
    const game = await audited(app, request, async (trx) => {
      await requireType(trx, input.typeId);
      let id = input.id;
      if (id === undefined) {
        const max = await trx
          .selectFrom('games')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirst();
        id = Math.max(Number(max?.m ?? 1000), 1000) + 1;
      } else if (await trx.selectFrom('games').select('id').where('id', '=', id).executeTakeFirst()) {
        throw new AppError(BusinessCode.NameTaken, '该 appID 已被使用');
      }
      const row = await trx
        .insertInto('games')
        .values({
          id,
          ...columns(input),
          size_kb: 0,
          downloads: 0,
          android_file: '',
          ios_file: '',
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = await view(trx, row, request);
      return { result: after, audit: { targetType: 'game', targetId: id, before: null, after } };
    });
    await changed();
    return ok(game, '已创建');
  });

  adminRoute(app, 'adminUpdateGame', async (request) => {
    const { id } = request.params;
    const input = request.body;
    checkPrice(input);
    const game = await audited(app, request, async (trx) => {
      const before = await view(trx, await gameRow(trx, id), request);
      await requireType(trx, input.typeId);
      const row = await trx
        .updateTable('games')
        .set(columns(input))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = await view(trx, row, request);
      return { result: after, audit: { targetType: 'game', targetId: id, before, after } };
    });
    await changed();
    return ok(game, '已保存');
  });

  adminRoute(app, 'adminDeleteGame', async (request) => {
    const { id } = request.params;
    await audited(app, request, async (trx) => {
      const before = await view(trx, await gameRow(trx, id), request);
      const bought = await trx
        .selectFrom('game_purchases')
        .select('uid')
        .where('game_id', '=', id)
        .executeTakeFirst();
      if (bought) throw new AppError(BusinessCode.InUse, '已有购买记录的游戏不能删除');
      await trx.deleteFrom('game_screenshots').where('game_id', '=', id).execute();
      await trx.deleteFrom('game_reservations').where('game_id', '=', id).execute();
      const packs = trx.selectFrom('gift_packs').select('id').where('game_id', '=', id);
      await trx.deleteFrom('gift_codes').where('pack_id', 'in', packs).execute();
      await trx.deleteFrom('gift_claims').where('pack_id', 'in', packs).execute();
      await trx.deleteFrom('gift_packs').where('game_id', '=', id).execute();
      await trx.deleteFrom('games').where('id', '=', id).execute();
      return { result: null, audit: { targetType: 'game', targetId: id, before, after: null } };
    });
    await changed();
    return ok(null, '已删除');
  });

  adminRoute(app, 'adminUploadGamePackage', async (request) => {
    const { id } = request.params;
    const { platformType } = request.query;
    await gameRow(app.db, id);
    const data = await readFile(request, VIDEO_MAX);
    const type = await fileTypeFromBuffer(data);
    if (!type || !PACKAGE_TYPES.has(type.mime)) throw unsupported();
    const ext = platformType === 1 ? 'apk' : 'ipa';
    const game = await audited(app, request, async (trx) => {
      const row = await gameRow(trx, id);
      const before = await view(trx, row, request);
      const key = `games/${id}/game-${id}-${row.version}-${nanoid(8)}.${ext}`;
      await app.files.put(key, data);
      const updated = await trx
        .updateTable('games')
        .set({
          ...(platformType === 1 ? { android_file: key } : { ios_file: key }),
          size_kb: Math.max(1, Math.ceil(data.length / 1024)),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = await view(trx, updated, request);
      return { result: after, audit: { targetType: 'game', targetId: id, before, after } };
    });
    await changed();
    return ok(game, '已上传');
  });

  adminRoute(app, 'adminAddGameScreenshot', async (request) => {
    const { id } = request.params;
    await gameRow(app.db, id);
    const image = await storeImage(app, request);
    const game = await audited(app, request, async (trx) => {
      const before = await view(trx, await gameRow(trx, id), request);
      const last = await trx
        .selectFrom('game_screenshots')
        .select((eb) => eb.fn.max('seq').as('m'))
        .where('game_id', '=', id)
        .executeTakeFirst();
      await trx
        .insertInto('game_screenshots')
        .values({ game_id: id, seq: Number(last?.m ?? 0) + 1, ...image })
        .execute();
      const after = await view(trx, await gameRow(trx, id), request);
      return { result: after, audit: { targetType: 'game', targetId: id, before, after } };
    });
    await changed();
    return ok(game, '已上传');
  });

  adminRoute(app, 'adminDeleteGameScreenshot', async (request) => {
    const { id, screenshotId } = request.params;
    const game = await audited(app, request, async (trx) => {
      const before = await view(trx, await gameRow(trx, id), request);
      const gone = await trx
        .deleteFrom('game_screenshots')
        .where('game_id', '=', id)
        .where('id', '=', screenshotId)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) throw Errors.notFound('截图不存在');
      const after = await view(trx, await gameRow(trx, id), request);
      return { result: after, audit: { targetType: 'game', targetId: id, before, after } };
    });
    await changed();
    return ok(game, '已删除');
  });
}
