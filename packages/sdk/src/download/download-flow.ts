import type { MoneyCallOptions } from '../api/types.js';
import type { Result } from '../errors.js';
import type { Logger } from '../logger.js';
import { createDownloadMachine, type DownloadMachine } from './download-machine.js';
import type { Buyer, DownloadGame, DownloadState } from './machine.js';

export interface TrackEvent {
  event: 'purchase';
  currency: 'USD';
  value: number;
}

export interface DownloadFlowDeps {
  buyer: () => Buyer;
  /** Asks the server for the link (and records the download), with the purchase's idempotency key. */
  fetchLink: (game: DownloadGame, options?: MoneyCallOptions) => Promise<Result<string>>;
  /** Hands the link to the host (hidden `<a download>` on the web). */
  saveFile: (url: string, fileName: string) => unknown;
  track: (event: TrackEvent) => void;
  markVip: (source: number | string) => Promise<void>;
  logger: Logger;
}

export interface DownloadFlow extends DownloadMachine {
  /** The user tapped download on a game. */
  start(game: DownloadGame): DownloadState;
  /**
   * The user confirmed the price; fires the purchase tracking event. Confirming again with the same
   * `idempotencyKey` (after a failure whose outcome is unknown) charges at most once.
   */
  confirm(options?: { idempotencyKey?: string }): DownloadState;
  cancel(): DownloadState;
  /** '充值' in the insufficient-balance dialog: the host then navigates to recharge. */
  recharge(): DownloadState;
  /** '立即开通': writes vipconfig (source = route id, type 1); the host then opens the VIP page. */
  openVip(source?: number | string): Promise<DownloadState>;
  /** Back to idle once the host handled needsLogin / recharge / openVip / done / failed. */
  reset(): DownloadState;
  /** Resolves when the current download (if any) has settled. */
  settled(): Promise<DownloadState>;
}

/** The machine plus its side effects, which run beside the reducer and feed results back as events. */
export function createDownloadFlow(deps: DownloadFlowDeps): DownloadFlow {
  const machine = createDownloadMachine();
  let running: Promise<DownloadState> = Promise.resolve(machine.getState());
  let purchase: MoneyCallOptions | undefined;

  const run = async (game: DownloadGame): Promise<DownloadState> => {
    const {
      data,
      error,
      msg,
    }: { data: string | null; error: { message: string; code?: number } | null; msg?: string } = await deps
      .fetchLink(game, purchase)
      .catch((e: unknown) => ({
        data: null,
        error: { message: e instanceof Error ? e.message : String(e) },
      }));
    if (error) {
      deps.logger.warn('download failed', error.message);
      const balance = deps.buyer().status?.coinNum;
      return machine.send({ type: 'REJECTED', message: error.message, code: error.code, balance });
    }
    const next = machine.send({ type: 'RESOLVED', url: data ?? '', message: msg });
    if (next.status === 'done') deps.saveFile(next.url, game.name);
    else if (next.status === 'failed') deps.logger.warn('invalid download link', data);
    return next;
  };

  machine.subscribe((state, previous) => {
    if (state.status === 'downloading' && previous.status !== 'downloading') running = run(state.game);
  });

  return {
    ...machine,
    start(game) {
      purchase = undefined;
      return machine.send({ type: 'REQUEST', game, buyer: deps.buyer() });
    },
    confirm(options) {
      purchase = options;
      const state = machine.getState();
      if (state.status === 'confirm') deps.track({ event: 'purchase', currency: 'USD', value: state.price });
      return machine.send({ type: 'CONFIRM', buyer: deps.buyer() });
    },
    cancel: () => machine.send({ type: 'CANCEL' }),
    recharge: () => machine.send({ type: 'RECHARGE' }),
    async openVip(source) {
      const state = machine.getState();
      if (state.status !== 'confirm' || state.isMember) return state;
      await deps.markVip(source ?? state.game.id);
      return machine.send({ type: 'OPEN_VIP' });
    },
    reset: () => machine.send({ type: 'RESET' }),
    settled: () => running,
  };
}
