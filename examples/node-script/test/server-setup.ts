/**
 * Set-up on a running portal server for the tests that run against one (PORTAL_BASE_URL): a fresh
 * user, and X钻 bought through the sandbox payment page as a user's browser would. Plain HTTP calls, so
 * the test's own account never goes through the code under test.
 */
interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

export interface TestUser {
  name: string;
  password: string;
  uid: string;
  token: string;
}

async function portalCall<T>(origin: string, path: string, body: Record<string, string>, who?: TestUser) {
  const res = await fetch(`${origin}/portal${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(who ? { 'UG-Uid': who.uid, 'UG-Token': who.token } : {}),
    },
    body: new URLSearchParams({ appID: '2008', channelID: '0', ...body }),
  });
  return (await res.json()) as Answer<T>;
}

const hex = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/** Registers a fresh user (0 X钻) straight on the server. */
export async function registerUser(origin: string): Promise<TestUser> {
  const name = `ex${hex(8)}`;
  const password = 'secret123';
  const r = await portalCall<{ uid: string; token: string }>(origin, '/user/registerWithName', {
    name,
    password,
    deviceID: hex(32),
  });
  if (r.code !== 0) throw new Error(`register failed: ${r.code} ${r.msg}`);
  return { name, password, uid: r.data.uid, token: r.data.token };
}

/** Buys the cheapest recharge package through the sandbox pay page, as a user's browser would. */
export async function recharge(origin: string, user: TestUser): Promise<void> {
  const packages = await portalCall<{ id: number; amount: number }[]>(origin, '/order/packages', {}, user);
  const cheapest = [...packages.data].sort((a, b) => a.amount - b.amount)[0];
  if (!cheapest) throw new Error('no recharge package');
  const order = await portalCall<{ orderNo: string; payUrl: string }>(
    origin,
    '/order/payInfo',
    { packageId: String(cheapest.id) },
    user,
  );
  if (order.code !== 0) throw new Error(`payInfo failed: ${order.code} ${order.msg}`);
  const pageUrl = new URL(order.data.payUrl, origin);
  const html = await (await fetch(pageUrl)).text();
  const action = [...html.matchAll(/action="([^"]*\/confirm[^"]*)"/g)][0]?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error('the sandbox page has no confirm form');
  const paid = await fetch(new URL(action, pageUrl), { method: 'POST', redirect: 'manual' });
  if (!(paid.headers.get('location') ?? '').includes('paid=1')) throw new Error('the sandbox payment failed');
}
