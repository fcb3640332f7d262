import { describe, expect, it } from 'vitest';
import { silentLogger } from '../src/logger.js';
import { normalizeAccount } from '../src/session/account.js';
import { createSessionStore, type SessionChange } from '../src/session/session-store.js';
import { hasStoredLogin } from '../src/session/stored-login.js';
import { memoryStorage } from '../src/storage/memory.js';
import type { StorageAdapter } from '../src/storage/types.js';

const account = normalizeAccount({ uid: '7', token: 't', name: '小七' });

describe('session store', () => {
  it('starts as guest 游客 with the guest defaults', async () => {
    const s = createSessionStore(memoryStorage(), silentLogger);
    const state = await s.init();
    expect(state).toEqual({
      initialized: true,
      loggedIn: false,
      status: null,
      account: {
        accountType: 0,
        age: '',
        loginName: '',
        name: '游客',
        needBind: 0,
        needRealName: 0,
        newAccount: 0,
        sex: 0,
        token: '',
        uid: '',
      },
    });
  });
  it('restores a stored account; logged in means a non-empty uid', async () => {
    const storage = memoryStorage({ userInfo: JSON.stringify({ uid: 1001, token: 'x', name: '阿星' }) });
    const s = createSessionStore(storage, silentLogger);
    const changes: SessionChange[] = [];
    s.onChange((c) => changes.push(c));
    await s.init();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      event: 'INITIAL_SESSION',
      session: { loggedIn: true, account: { uid: '1001' } },
    });
    const empty = createSessionStore(
      memoryStorage({ userInfo: JSON.stringify({ uid: '', name: 'x' }) }),
      silentLogger,
    );
    expect((await empty.init()).loggedIn).toBe(false);
  });
  it('a corrupt stored account counts as a guest', async () => {
    const s = createSessionStore(memoryStorage({ userInfo: '{oops' }), silentLogger);
    expect((await s.init()).account.name).toBe('游客');
  });
  it('keeps storage in step with quick login/logout on an async adapter', async () => {
    const backing = memoryStorage();
    const slow: StorageAdapter = {
      getItem: (k) => backing.getItem(k),
      setItem: (k, v) => new Promise<void>((r) => setTimeout(() => r(backing.setItem(k, v)), 30)),
      removeItem: (k) => backing.removeItem(k),
    };
    const s = createSessionStore(slow, silentLogger);
    await s.init();
    const a = s.signIn(account);
    const b = s.signOut('SIGNED_OUT');
    await Promise.all([a, b]);
    expect(backing.snapshot().userInfo).toBeUndefined();
    expect(s.getState().loggedIn).toBe(false);
  });
  it('emits STATUS_UPDATED and a listener that throws does not stop the others', async () => {
    const s = createSessionStore(memoryStorage(), silentLogger);
    await s.signIn(account);
    const seen: string[] = [];
    s.onChange(() => {
      throw new Error('bad listener');
    });
    s.onChange((c) => seen.push(c.event));
    s.setStatus({ coinNum: 3, levelType: 1 } as never);
    expect(seen).toEqual(['INITIAL_SESSION', 'STATUS_UPDATED']);
    expect(s.getState().status?.levelType).toBe(1);
  });
  it('unsubscribes', async () => {
    const s = createSessionStore(memoryStorage(), silentLogger);
    const seen: string[] = [];
    const off = s.onChange((c) => seen.push(c.event));
    off();
    await s.init();
    expect(seen).toEqual([]);
  });
});

describe('account normalisation', () => {
  it('fills gaps with guest defaults and coerces to the contract types', () => {
    expect(
      normalizeAccount({ uid: 42, token: 't', needBind: '1', sex: '2', name: '', loginName: 'lg' }),
    ).toEqual({
      accountType: 0,
      age: '',
      loginName: 'lg',
      name: 'lg',
      needBind: 1,
      needRealName: 0,
      newAccount: 0,
      sex: 2,
      token: 't',
      uid: '42',
    });
    expect(normalizeAccount(null).name).toBe('游客');
    expect(normalizeAccount({ uid: '9' }).name).toBe('游客');
    expect(normalizeAccount({ uid: '9', name: '阿九' }).name).toBe('阿九');
  });
});

describe('hasStoredLogin', () => {
  const storageWith = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });
  it('tells a stored login from a guest the way the session store restores them', async () => {
    const stored = { userInfo: JSON.stringify({ uid: 1001, token: 'x' }) };
    expect(hasStoredLogin(storageWith(stored))).toBe(true);
    expect((await createSessionStore(memoryStorage(stored), silentLogger).init()).loggedIn).toBe(true);
    expect(hasStoredLogin(storageWith({}))).toBe(false);
    expect(hasStoredLogin(storageWith({ userInfo: JSON.stringify({ uid: '', token: '' }) }))).toBe(false);
  });
  it('counts unreadable or corrupt storage as a guest', () => {
    expect(hasStoredLogin(storageWith({ userInfo: '{not json' }))).toBe(false);
    const throwing = {
      getItem(): string | null {
        throw new Error('storage disabled');
      },
    };
    expect(hasStoredLogin(throwing)).toBe(false);
  });
});
