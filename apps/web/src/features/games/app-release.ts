import { sdkDefaults } from '../../lib/portal';

const version = sdkDefaults.version;

/**
 * The portal app offered on /download. The server's games seed hosts both packages under
 * /files/app with the version in the asset name, each padded to the size shown.
 */
export const appRelease = {
  version,
  size: '2.0 MB',
  packages: [
    { platform: 'android', label: 'Android 下载', href: `/files/app/xzuan-${version}.apk` },
    { platform: 'ios', label: 'iOS 下载', href: `/files/app/xzuan-${version}.ipa` },
  ],
} as const;

export type AppPlatform = (typeof appRelease.packages)[number]['platform'];
