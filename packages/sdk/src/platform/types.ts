/**
 * Everything the SDK would otherwise read from `window`. Each has a safe default, so the same code
 * runs in a browser, in Node and in tests.
 */
export interface PlatformAdapters {
  /** The user agent, used to pick platformType 1 (Android) or 2 (iOS). */
  userAgent(): string;
  /** The address query string (`?code=...&inviteCode=...&token=...`). */
  locationSearch(): string;
  /** Writes text to the clipboard; rejects when it cannot. */
  writeClipboard(text: string): Promise<void>;
  /**
   * Hands a download link to the host: the web adapter clicks a hidden `<a download>`, the Node adapter
   * just returns the URL so a script can fetch it.
   */
  saveFile(url: string, fileName: string): string | undefined;
}
