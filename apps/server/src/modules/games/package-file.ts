// The demo "game package" a download hands out: a real, valid ZIP archive (the container format
// of .apk and .ipa) holding a small read-me, built here without a compression library. Entries are
// stored uncompressed, which every unzip tool accepts.
import { crc32 } from 'node:zlib';

type Entry = { name: string; data: Buffer };

function dosDateTime(date: Date): { time: number; day: number } {
  const time =
    (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2);
  const day = ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  return { time, day };
}

export function buildZip(entries: readonly Entry[], date: Date): Buffer {
  const { time, day } = dosDateTime(date);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, entry.data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // needed
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(day, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

export const PLATFORM_EXTENSIONS = { 1: 'apk', 2: 'ipa' } as const;
export type PlatformType = keyof typeof PLATFORM_EXTENSIONS;

/** The demo package of one game for one platform (1 Android, 2 iOS). */
export function buildGamePackage(
  game: { id: number; name: string; version: string },
  platformType: PlatformType,
  date: Date,
): { fileName: string; data: Buffer } {
  const platform = platformType === 1 ? 'Android' : 'iOS';
  const readme = [
    `${game.name} ${game.version} (${platform})`,
    `appID: ${game.id}`,
    '这是演示平台生成的示例安装包，仅用于测试下载流程。',
    '',
  ].join('\n');
  const data = buildZip(
    [
      { name: 'README.txt', data: Buffer.from(readme, 'utf8') },
      {
        name: 'META-INF/portal.json',
        data: Buffer.from(JSON.stringify({ appID: game.id, platform, version: game.version })),
      },
    ],
    date,
  );
  return { fileName: `game-${game.id}-${game.version}.${PLATFORM_EXTENSIONS[platformType]}`, data };
}
