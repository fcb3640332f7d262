// Type tests: checked by `tsc --noEmit -p .` (the package's typecheck) and run as plain tests.
import { describe, expectTypeOf, it } from 'vitest';
import type { StoreApi } from 'zustand/vanilla';
import type { AccountSecurityApi } from '../src/account-security/index.js';
import {
  type Account,
  BusinessCode,
  createPortal,
  type DownloadState,
  isPortalError,
  type operations,
  type PortalError,
  type Result,
  type Schemas,
  type UserStatus,
} from '../src/index.js';
import type { ModerationApi } from '../src/moderation/index.js';
import type { PushApi } from '../src/push/index.js';
import type { ReviewsApi } from '../src/reviews/index.js';
import type { RewardsApi } from '../src/rewards/index.js';
import type { SearchApi } from '../src/search/index.js';

const portal = createPortal({
  portalBaseUrl: 'http://127.0.0.1:9/portal',
  squareBaseUrl: 'http://127.0.0.1:9/api',
});
/** The eager areas, and the ones pages create when they need them (searchApi, moderationApi, reviewsApi). */
type Api = typeof portal.api & {
  search: SearchApi;
  moderation: ModerationApi;
  rewards: RewardsApi;
  accountSecurity: AccountSecurityApi;
  push: PushApi;
  reviews: ReviewsApi;
};
/** Every wrapper name across the areas. */
type WrapperName = { [A in keyof Api]: keyof Api[A] }[keyof Api];
/** What zustand's `useStore(api, selector)` requires (zustand/react's ReadonlyStoreApi). */
type ReadonlyStoreApi<T> = Pick<StoreApi<T>, 'getState' | 'getInitialState' | 'subscribe'>;

describe('public types', () => {
  it('narrows the error union by kind, and names business codes from the contract', () => {
    expectTypeOf(BusinessCode.SessionExpired).toEqualTypeOf<2>();
    expectTypeOf<BusinessCode>().toEqualTypeOf<Schemas['BusinessCode']>();
    const narrow = (error: PortalError) => {
      if (error.kind === 'api') expectTypeOf(error.code).toEqualTypeOf<BusinessCode>();
      if (error.kind === 'http') expectTypeOf(error.serverMessage).toEqualTypeOf<string | undefined>();
      if (error.kind === 'timeout') expectTypeOf(error.timeoutMs).toEqualTypeOf<number>();
      expectTypeOf(error.requestId).toEqualTypeOf<string | undefined>();
      expectTypeOf(error.retryAfter).toEqualTypeOf<number | undefined>();
    };
    expectTypeOf(narrow).toBeFunction();
  });
  it('has a wrapper named after every operation of the contract, and no other', () => {
    // The console's operations are called through @portal/sdk/admin's client, typed by path.
    expectTypeOf<WrapperName>().toEqualTypeOf<Exclude<keyof operations, `admin${string}`>>();
  });
  it('answers {data, error} typed from the contract', () => {
    expectTypeOf(portal.api.account.login).returns.resolves.toEqualTypeOf<Result<Schemas['Account']>>();
    expectTypeOf(portal.api.square.listTags).returns.resolves.toEqualTypeOf<Result<Schemas['Tag'][]>>();
    expectTypeOf(portal.api.games.downloadGame).returns.resolves.toEqualTypeOf<Result<string>>();
    expectTypeOf(portal.api.content.getAnnouncement).returns.resolves.toEqualTypeOf<
      Result<Schemas['Announcement'] | null>
    >();
    expectTypeOf(portal.api.account.logout).returns.resolves.toEqualTypeOf<Result<null>>();
    expectTypeOf<Account>().toEqualTypeOf<Schemas['Account']>();
    expectTypeOf<UserStatus['coinNum']>().toEqualTypeOf<number>();
  });
  it("carries the server's success msg on results and on the finished download, optional for hosts", () => {
    type Success = Extract<Result<string>, { error: null }>;
    expectTypeOf<Success['msg']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Extract<DownloadState, { status: 'done' }>['message']>().toEqualTypeOf<string | undefined>();
    // Hosts that build results themselves (tests, caches) need not give a msg.
    expectTypeOf<{ data: string; error: null }>().toExtend<Result<string>>();
  });
  it('narrows data once the error is ruled out', async () => {
    const r = await portal.api.account.login({ name: 'a', password: 'b' }).catch(() => null);
    if (r && !r.error) expectTypeOf(r.data.uid).toEqualTypeOf<string>();
    if (r?.error) expectTypeOf(r.error).toEqualTypeOf<PortalError>();
  });
  it('rejects bodies the contract would refuse', () => {
    const never = false as boolean;
    if (never) {
      // @ts-expect-error password is required
      void portal.api.account.login({ name: 'a' });
      // @ts-expect-error platformType is 1 | 2
      void portal.api.games.downloadGame(1, { platformType: 3 });
      // @ts-expect-error follow takes a uid string
      void portal.api.square.followUser(5);
      // @ts-expect-error unknown path on the typed client
      void portal.clients.portal.POST('/user/nope', {});
      // @ts-expect-error square paths are not on the portal client
      void portal.clients.portal.POST('/v1/square/post', {});
    }
  });
  it('guards errors by marker, narrowing unknown', () => {
    const e: unknown = null;
    if (isPortalError(e)) expectTypeOf(e).toEqualTypeOf<PortalError>();
    expectTypeOf<PortalError['status']>().toEqualTypeOf<number>();
    expectTypeOf<PortalError['code']>().toEqualTypeOf<number>();
  });
  it('gives React the store shape zustand reads', () => {
    expectTypeOf(portal.download).toExtend<ReadonlyStoreApi<DownloadState>>();
    expectTypeOf(portal.session).toExtend<ReadonlyStoreApi<ReturnType<typeof portal.session.getState>>>();
    expectTypeOf(portal.announcement).toExtend<
      ReadonlyStoreApi<ReturnType<typeof portal.announcement.getState>>
    >();
  });
  it('branches on status with exhaustive narrowing', () => {
    const s = portal.download.getState();
    if (s.status === 'insufficient') expectTypeOf(s.balance).toEqualTypeOf<number>();
    if (s.status === 'done') expectTypeOf(s.url).toEqualTypeOf<string>();
    // @ts-expect-error idle has no game
    void (s.status === 'idle' && s.game);
  });
});
