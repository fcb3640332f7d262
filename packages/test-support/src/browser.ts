/** Debian's Chromium through playwright-core, with the flags this machine and CI need. */
import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

/** The system Chromium; `CHROMIUM_PATH` points at another. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A phone-sized viewport (iPhone X class). */
export const MOBILE = { width: 375, height: 812 } as const;

export function launchChromium(
  options: Omit<LaunchOptions, 'executablePath' | 'args'> = {},
): Promise<Browser> {
  return chromium.launch({ ...options, executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
}
