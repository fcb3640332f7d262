// The portal's own app, offered on the /download landing page: one package per platform with the
// app version in the asset name, e.g. /files/app/xzuan-2.16.0.apk.
import { buildZip, PLATFORM_EXTENSIONS, type PlatformType } from './package-file.ts';

/** The app version the product puts in asset names. */
export const APP_VERSION = '2.16.0';
/**
 * The landing page shows the package size (2 MB); the filler keeps the demo file that size so the
 * figure the user reads is the size they actually download.
 */
export const APP_FILLER_BYTES = 2 * 1024 * 1024;

export const appPackageKey = (platformType: PlatformType): string =>
  `app/xzuan-${APP_VERSION}.${PLATFORM_EXTENSIONS[platformType]}`;

export function buildAppPackage(platformType: PlatformType, date: Date): Buffer {
  const platform = platformType === 1 ? 'Android' : 'iOS';
  const readme = [
    `X钻乐园 ${APP_VERSION} (${platform})`,
    '这是演示平台生成的示例安装包，仅用于测试下载流程。',
    '',
  ].join('\n');
  return buildZip(
    [
      { name: 'README.txt', data: Buffer.from(readme, 'utf8') },
      {
        name: 'META-INF/portal.json',
        data: Buffer.from(JSON.stringify({ app: 'xzuan', platform, version: APP_VERSION })),
      },
      { name: 'assets/filler.bin', data: Buffer.alloc(APP_FILLER_BYTES) },
    ],
    date,
  );
}
