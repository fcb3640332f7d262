/** Platform types: 1 Android, 2 iOS. */
export type PlatformType = 1 | 2;

const IOS = /iphone|ipad|ipod|ios|macintosh.*mobile/i;

/** iOS devices get 2; Android and everything else get the Android package, 1. */
export function platformTypeFromUserAgent(userAgent: string): PlatformType {
  return IOS.test(userAgent) ? 2 : 1;
}
