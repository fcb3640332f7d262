// Operator accounts and their tokens (kept apart from players' sessions).

import { createHash, randomBytes } from 'node:crypto';
import type { ContractSchema } from '@portal/openapi/operations';
import type { Selectable } from 'kysely';
import type { Config } from '../../config.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { OperatorRole, OperatorsTable } from '../../db/tables/admin.ts';
import type { Db, Tx } from '../../db/tx.ts';
import { AppError, BusinessCode, BusinessMessage } from '../../http/answer.ts';
import { hashPassword, verifyPassword } from '../accounts/index.ts';
import { countFailure, isLocked, lockedError } from './operator-lockout.ts';

/** How long an operator token lives. */
export const OPERATOR_TOKEN_TTL_MS = 12 * 3600_000;

/** The console's HttpOnly cookie of the operator token (contract: securitySchemes.adminCookie). */
export const OPERATOR_COOKIE = 'portal_admin';
/** Sent only to the admin API, never readable by a page's scripts nor sent by another site's pages. */
export const OPERATOR_COOKIE_PATH = '/api/v1/admin';

export type OperatorRow = Selectable<OperatorsTable>;

export type OperatorView = ContractSchema<'Operator'>;

export function operatorView(row: OperatorRow): OperatorView {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    disabled: row.disabled === 1,
    createTime: row.created_at,
    lastLoginTime: row.last_login_at,
    lockedUntil: isLocked(row) ? row.locked_until : null,
  };
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates an operator (the CLI's first one, or the console's); a taken name answers 1004. */
export async function createOperator(
  db: Db | Tx,
  config: Pick<Config, 'scrypt'>,
  input: { name: string; password: string; role: OperatorRole },
): Promise<OperatorRow> {
  const password_hash = await hashPassword(input.password, config.scrypt);
  try {
    return await db
      .insertInto('operators')
      .values({
        name: input.name,
        password_hash,
        role: input.role,
        created_at: new Date().toISOString(),
        last_login_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(BusinessCode.NameTaken, BusinessMessage.NameTaken);
    throw err;
  }
}

/** A decoy so an unknown name costs as long as a wrong password. */
let decoy: Promise<string> | undefined;

/**
 * Checks name and password; opens a token. Wrong name, password or a disabled operator: 1002. A locked
 * account answers 1046 before its password is even checked; the wrong password that locks it, too.
 */
export async function loginOperator(
  db: Db,
  config: Pick<Config, 'scrypt'>,
  name: string,
  password: string,
): Promise<{ token: string; expireTime: string; operator: OperatorView }> {
  const row = await db.selectFrom('operators').selectAll().where('name', '=', name).executeTakeFirst();
  if (row?.locked_until && isLocked(row)) throw lockedError(row.locked_until);
  decoy ??= hashPassword('decoy-password', config.scrypt);
  const good = await verifyPassword(password, row ? row.password_hash : await decoy);
  if (row && !good) {
    const lockedUntil = await countFailure(db, row);
    if (lockedUntil) throw lockedError(lockedUntil);
  }
  if (!row || !good || row.disabled === 1)
    throw new AppError(BusinessCode.WrongCredentials, BusinessMessage.WrongCredentials);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expireTime = new Date(now.getTime() + OPERATOR_TOKEN_TTL_MS).toISOString();
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: tokenHash(token),
      operator_id: row.id,
      created_at: now.toISOString(),
      expires_at: expireTime,
      revoked_at: null,
    })
    .execute();
  const updated = await db
    .updateTable('operators')
    .set({ last_login_at: now.toISOString(), failed_logins: 0, locked_until: null })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, expireTime, operator: operatorView(updated) };
}

/** The live, enabled operator of a token, or undefined. */
export async function operatorOfToken(db: Db, token: string): Promise<OperatorRow | undefined> {
  return db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .selectAll('operators')
    .where('operator_sessions.token_hash', '=', tokenHash(token))
    .where('operator_sessions.revoked_at', 'is', null)
    .where('operator_sessions.expires_at', '>', new Date().toISOString())
    .where('operators.disabled', '=', 0)
    .executeTakeFirst();
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('token_hash', '=', tokenHash(token))
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeOperatorTokens(db: Db | Tx, operatorId: number): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute();
}
