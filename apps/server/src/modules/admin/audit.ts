// The audit log: one row per console write, inserted in the transaction of the write itself.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inTx, type Tx } from '../../db/tx.ts';
import { offsetOf, type PageQuery, pageOf } from '../../http/paging.ts';
import { operationOf, operatorOf } from './access.ts';

export type AuditFacts = {
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
  reason?: string | null;
};

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** Writes the audit row of the request's write inside `trx`. */
export async function writeAudit(trx: Tx, request: FastifyRequest, facts: AuditFacts): Promise<void> {
  const operator = operatorOf(request);
  await trx
    .insertInto('admin_audit')
    .values({
      operator_id: operator.id,
      operator_name: operator.name,
      action: operationOf(request)?.id ?? request.routeOptions.url ?? 'unknown',
      target_type: facts.targetType,
      target_id: String(facts.targetId),
      before_json: json(facts.before),
      after_json: json(facts.after),
      reason: facts.reason ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Runs a console write and its audit row in one transaction; `work` answers the result and the facts. */
export async function audited<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (trx: Tx) => Promise<{ result: T; audit: AuditFacts }>,
): Promise<T> {
  return inTx(app.db, async (trx) => {
    const { result, audit } = await work(trx);
    await writeAudit(trx, request, audit);
    return result;
  });
}

export type AuditQuery = PageQuery & {
  operatorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
};

function parsed(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  const v: unknown = JSON.parse(text);
  // The contract's before/after are objects; a bare value is wrapped so nothing is lost.
  return v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : { value: v };
}

export async function auditPage(app: FastifyInstance, q: AuditQuery, range: { from?: string; to?: string }) {
  let query = app.db.selectFrom('admin_audit');
  if (q.operatorId !== undefined) query = query.where('operator_id', '=', q.operatorId);
  if (q.action) query = query.where('action', '=', q.action);
  if (q.targetType) query = query.where('target_type', '=', q.targetType);
  if (q.targetId) query = query.where('target_id', '=', q.targetId);
  if (range.from) query = query.where('created_at', '>=', range.from);
  if (range.to) query = query.where('created_at', '<', range.to);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(q.pageSize).offset(offsetOf(q)).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    operatorId: r.operator_id,
    operatorName: r.operator_name,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    before: parsed(r.before_json),
    after: parsed(r.after_json),
    reason: r.reason,
    createTime: r.created_at,
  }));
  return pageOf(records, Number(count?.n ?? 0), q);
}
