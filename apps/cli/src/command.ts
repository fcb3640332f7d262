import { priceOf } from '@portal/sdk';
import type { OptionName, ParsedArgs } from './args.js';
import type { CliContext } from './context.js';

/** What a command hands back: `data` is printed by --json, `lines` otherwise. */
export interface Outcome {
  data: unknown;
  lines: string[];
}

export interface Command {
  name: string;
  /** Positional arguments as shown in the help, e.g. `<appID>`. */
  args?: string;
  summary: string;
  options: readonly OptionName[];
  run(ctx: CliContext, args: ParsedArgs): Promise<Outcome>;
}

/** Fits a line of user text into a terminal row. */
export function clip(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The SDK's price rule: a paid game without an amount costs the default price, never 0 X钻. */
export const price = (game: { id: number; name: string; onlineType: number; buyAmount: number }): string =>
  game.onlineType === 0 ? '免费' : `${priceOf(game)} X钻`;
