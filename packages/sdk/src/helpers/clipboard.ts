import type { Logger } from '../logger.js';

export const COPY_SUCCESS_MESSAGE = '复制成功';

/**
 * Copies text; success is announced through `notify` ('复制成功'), failure is only logged
 * Resolves to whether it worked.
 */
export async function copyText(
  text: string,
  deps: { write: (text: string) => Promise<void>; notify: (message: string) => void; logger: Logger },
): Promise<boolean> {
  try {
    await deps.write(text);
    deps.notify(COPY_SUCCESS_MESSAGE);
    return true;
  } catch (error) {
    deps.logger.warn('copy failed', error);
    return false;
  }
}
