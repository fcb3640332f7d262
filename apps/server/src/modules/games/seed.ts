// Demo games: types, 16 games (ids from 1001, free and paid; the last two upcoming, 预约), drawn icons, banners, screenshots
// and a small real package per platform in the file store, plus the portal app's own packages.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sanitizeRichText } from '../../http/rich-text.ts';
import type { SeedContext } from '../../infra/module.ts';
import { drawBanner, drawIcon, drawScreenshot } from '../../seed/art/generators.ts';
import { GAME_TYPES, GAMES } from '../../seed/catalog/games.ts';
import { appPackageKey, buildAppPackage } from './app-package.ts';
import { buildGamePackage } from './package-file.ts';

export const FIRST_GAME_ID = 1001;
const SCREENSHOTS_PER_GAME = 4;

export async function seedGames(
  db: Kysely<Database>,
  ctx: Pick<SeedContext, 'files' | 'art'>,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('game_types')
    .values(GAME_TYPES.map((t, i) => ({ id: t.id, name: t.name, sort: i })))
    .execute();

  for (const platformType of [1, 2] as const)
    await ctx.files.put(appPackageKey(platformType), buildAppPackage(platformType, now));

  for (const [index, game] of GAMES.entries()) {
    const id = FIRST_GAME_ID + index;
    const dir = `games/${id}`;
    const icon = ctx.art.put(`${dir}/icon`, drawIcon({ name: game.name }).svg);
    const banner = ctx.art.put(`${dir}/banner`, drawBanner({ title: game.name, subtitle: game.summary }).svg);
    const android = buildGamePackage({ id, name: game.name, version: game.version }, 1, now);
    const ios = buildGamePackage({ id, name: game.name, version: game.version }, 2, now);
    await ctx.files.put(`${dir}/${android.fileName}`, android.data);
    await ctx.files.put(`${dir}/${ios.fileName}`, ios.data);
    const created = new Date(now.getTime() - (GAMES.length - index) * 86_400_000).toISOString();
    await db
      .insertInto('games')
      .values({
        id,
        name: game.name,
        type_id: game.typeId,
        icon,
        banner,
        summary: game.summary,
        intro: sanitizeRichText(game.intro),
        tags: game.tags.join(','),
        online_type: game.onlineType,
        buy_amount: game.buyAmount,
        version: game.version,
        size_kb: game.sizeMb * 1024,
        rating: game.rating,
        downloads: game.downloads,
        recommended: game.recommended ? 1 : 0,
        android_file: `${dir}/${android.fileName}`,
        ios_file: `${dir}/${ios.fileName}`,
        sort: index,
        created_at: created,
        upcoming: game.releaseInDays === undefined ? 0 : 1,
        release_time:
          game.releaseInDays === undefined
            ? null
            : new Date(now.getTime() + game.releaseInDays * 86_400_000).toISOString(),
      })
      .execute();
    const shots = [];
    for (let n = 1; n <= SCREENSHOTS_PER_GAME; n++) {
      const shot = drawScreenshot({ gameName: game.name, index: n });
      const url = ctx.art.put(`${dir}/shot-${n}`, shot.svg);
      shots.push({ game_id: id, seq: n, url, width: shot.width, height: shot.height });
    }
    await db.insertInto('game_screenshots').values(shots).execute();
  }
  await ctx.art.flush();
}
