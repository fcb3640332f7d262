// Where a game's package is downloaded from. Engineer 3's download endpoint answers with this URL;
// A download link must start with http (the client downloads nothing otherwise), so it is absolute (PUBLIC_URL + the file store path).
import type { Selectable } from 'kysely';
import type { GamesTable } from '../../db/tables/games.ts';
import type { FileStore } from '../../storage/file-store.ts';

export type PlatformType = 1 | 2;

export function gameFileKey(
  game: Pick<Selectable<GamesTable>, 'android_file' | 'ios_file'>,
  platformType: PlatformType,
): string {
  return platformType === 2 ? game.ios_file : game.android_file;
}

/** Absolute URL of the package of `game` for platformType 1 (Android) or 2 (iOS). */
export function gameFileUrl(
  game: Pick<Selectable<GamesTable>, 'android_file' | 'ios_file'>,
  platformType: PlatformType,
  deps: { files: Pick<FileStore, 'urlOf'>; publicUrl: string },
): string {
  return deps.publicUrl + deps.files.urlOf(gameFileKey(game, platformType));
}
