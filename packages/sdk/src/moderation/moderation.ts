import { type ModerationApi, moderationApi } from '../api/moderation.js';
import type { CallOptions, Schemas } from '../api/types.js';
import type { Result } from '../errors.js';
import { createStore, readOnly } from '../store.js';
import type { Transport } from '../transport/clients.js';

export type ReportReason = Schemas['ReportReason'];
export type ReportTargetType = Schemas['ReportTargetType'];

/** The reasons a report offers, in the order shown (the contract's `ReportReason`). */
export const REPORT_REASONS = [
  '垃圾广告',
  '色情低俗',
  '违法违规',
  '辱骂攻击',
  '侵权抄袭',
  '其他',
] as const satisfies readonly ReportReason[];

/** The contract's limit of a report's optional words (补充说明). */
export const REPORT_DETAIL_MAX = 200;

/** What is reported: a post or comment by id, a user by uid. */
export interface ReportTarget {
  type: ReportTargetType;
  id: number | string;
}

/** Why a report cannot be sent yet ('请选择举报原因', '补充说明最多 200 字'), or null. */
export function checkReport(reason: ReportReason | null | undefined, detail = ''): string | null {
  if (!reason || !(REPORT_REASONS as readonly string[]).includes(reason)) return '请选择举报原因';
  if ([...detail.trim()].length > REPORT_DETAIL_MAX) return `补充说明最多 ${REPORT_DETAIL_MAX} 字`;
  return null;
}

/** A report's answer, or, unsent, why it could not be sent. */
export type ReportResult = Result<null> | { data: null; error: null; problem: string };

export interface ModerationState {
  /** Users blocked or unblocked here, by uid (the server's list holds the rest). */
  blocked: Record<string, boolean>;
  /** Grows with every block and unblock made here: lists showing others' posts load again. */
  version: number;
}

/**
 * Reporting (举报) and blocking (拉黑). A report is checked before it is sent; a block or unblock
 * bumps `version` so any feed can reload without the blocked user's posts.
 */
export function createModeration(portal: { clients: Pick<Transport, 'square' | 'call'> }) {
  const api: ModerationApi = moderationApi(portal.clients);
  const store = createStore<ModerationState>({ blocked: {}, version: 0 });

  const setBlocked = <T>(uid: string, blocked: boolean, result: Result<T>) => {
    if (!result.error) {
      const state = store.getState();
      store.setState({ blocked: { ...state.blocked, [uid]: blocked }, version: state.version + 1 });
    }
    return result;
  };

  return {
    ...readOnly(store),
    api,
    /** Sends a report when `checkReport` passes; otherwise nothing is sent and `problem` says why. */
    async report(
      target: ReportTarget,
      reason: ReportReason | null | undefined,
      detail = '',
      o?: CallOptions,
    ): Promise<ReportResult> {
      const problem = checkReport(reason, detail);
      if (problem || !reason) return { data: null, error: null, problem: problem ?? '请选择举报原因' };
      const words = detail.trim();
      return api.reportContent(
        { targetType: target.type, targetId: String(target.id), reason, ...(words ? { detail: words } : {}) },
        o,
      );
    },
    /** Blocks a user: their posts and comments leave my lists, follows between us go. */
    block: async (uid: string, o?: CallOptions) => setBlocked(uid, true, await api.blockUser(uid, o)),
    /** Takes a user off my 黑名单. */
    unblock: async (uid: string, o?: CallOptions) => setBlocked(uid, false, await api.unblockUser(uid, o)),
    /** My 黑名单, newest block first. */
    listBlocked: (query: { currentPage?: number; pageSize?: number } = {}, o?: CallOptions) =>
      api.listBlockedUsers(query, o),
  };
}

export type Moderation = ReturnType<typeof createModeration>;
