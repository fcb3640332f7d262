import { createAnnouncementPopup } from './announcement/announcement-store.js';
import { createApi } from './api/index.js';
import type { Schemas } from './api/types.js';
import { DEFAULT_OTHER_CONFIG, DEFAULTS, PHONE_AUTO_REGISTER_KEY } from './config.js';
import { getDeviceId } from './device/device-id.js';
import { type InitResult, initDevice } from './device/device-init.js';
import { platformTypeFromUserAgent } from './device/platform-type.js';
import { createDownloadFlow } from './download/download-flow.js';
import { markVipFromDownload, readVipConfig, resetVipConfig } from './download/vip-config.js';
import type { PortalError, Result } from './errors.js';
import { createEmitter } from './events.js';
import { copyText } from './helpers/clipboard.js';
import { captureCodes, clearCodes, readCodes } from './invite/invite-codes.js';
import { quietLogger } from './logger.js';
import { createPagedList, type Page } from './paging/paged-list.js';
import { hasPageAddress, webPlatform } from './platform/web.js';
import type { PortalConfig, ResolvedConfig } from './portal-config.js';
import { createAuth, type Notice } from './session/auth.js';
import { createSessionStore, type SessionChange } from './session/session-store.js';
import { webStorage } from './storage/web.js';
import { createStore } from './store.js';
import { createTagCache } from './tag-cache.js';
import { createTransport, type PortalClients } from './transport/clients.js';
import { toResult } from './transport/result.js';

export interface StartResult {
  /** Device init: {0,'SDK初始化成功'}, {1,'SDK初始化失败'} or {1,'SDK初始化失败，设备号获取失败'}. */
  init: InitResult;
  loggedIn: boolean;
  /** Why start-up stopped (the device init's error, with its `cause`); null when it went through. */
  error: PortalError | null;
}

export interface InboxState {
  total: number;
  records: Schemas['Message'][];
  /** Unread messages per tab; `unread.all` is the badge on 我的 and on the app icon. */
  unread: Schemas['UnreadByTab'];
}

const NO_UNREAD: Schemas['UnreadByTab'] = { all: 0, reply: 0, like: 0, follow: 0, update: 0, system: 0 };

const ABSOLUTE = /^https?:\/\/[^/]/i;

function resolveConfig(config: PortalConfig): ResolvedConfig {
  // Each setting a partner left out is taken from DEFAULTS (which also holds defaultPrice, read by
  // the download flow, not a setting: it passes through unused).
  const defaulted = Object.fromEntries(
    Object.entries(DEFAULTS).map(([key, value]) => [key, config[key as keyof PortalConfig] ?? value]),
  ) as Omit<ResolvedConfig, 'appKey' | 'otherConfig'>;
  const { baseUrl } = config;
  const server = baseUrl?.replace(/\/+$/, '') ?? '';
  const portalBaseUrl = config.portalBaseUrl ?? `${server}${DEFAULTS.portalBaseUrl}`;
  const squareBaseUrl = config.squareBaseUrl ?? `${server}${DEFAULTS.squareBaseUrl}`;
  // A relative base only works against a page's address; elsewhere every call would fail later,
  // one by one, with an unhelpful "Invalid URL".
  if (
    (baseUrl !== undefined && !ABSOLUTE.test(baseUrl)) ||
    (!hasPageAddress() && !(ABSOLUTE.test(portalBaseUrl) && ABSOLUTE.test(squareBaseUrl)))
  ) {
    throw new TypeError(
      `createPortal: baseUrl must be the server's absolute http(s) URL (required outside a browser), got ${baseUrl}`,
    );
  }
  return {
    ...defaulted,
    portalBaseUrl,
    squareBaseUrl,
    appKey: config.appKey ?? '',
    otherConfig: { ...DEFAULT_OTHER_CONFIG, ...config.otherConfig },
  };
}

/** Wires transport, storage, session, downloads and announcements into one headless portal. */
export function createPortal(userConfig: PortalConfig = {}) {
  const config = resolveConfig(userConfig);
  const logger = userConfig.logger ?? quietLogger;
  const now = userConfig.now ?? Date.now;
  const storage = userConfig.storage ?? webStorage();
  const platform = { ...webPlatform(), ...userConfig.platform };
  const baseFetch = userConfig.fetch ?? ((request: Request) => globalThis.fetch(request));

  // Host callbacks that throw are logged and can never break a login, a purchase or an expiry.
  const hostFailed = (error: unknown) => logger.error('host callback failed', error);
  const hostCall = <A extends unknown[]>(callback: ((...args: A) => void) | undefined, ...args: A) => {
    try {
      callback?.(...args);
    } catch (error) {
      hostFailed(error);
    }
  };
  const notices = createEmitter<Notice>(hostFailed);
  if (userConfig.onNotify) notices.on(userConfig.onNotify);
  const notify = notices.emit;

  let serverConfig: Schemas['ServerConfig'] | null = null;
  const session = createSessionStore(storage, logger);
  // The stored session is there from the start (at once with a synchronous storage), as in supabase-js.
  const restored = session.init();

  const transport = createTransport({
    ...config,
    fetch: baseFetch,
    logger,
    identity: session.identity,
    restored: () => restored,
    retry: userConfig.retry,
    defaults: () => config,
    onSessionExpired(token) {
      // Only the session the request went out with can expire; once it is gone, later answers are ignored.
      if (!token || token !== session.identity().token) return;
      void session.signOut('SESSION_EXPIRED');
      hostCall(userConfig.onSessionExpired);
    },
  });
  const api = createApi(transport);
  const tags = createTagCache(api.square.listTags);
  const deviceId = () => getDeviceId(storage);

  const otherConfig = (): Record<string, unknown> => ({
    ...config.otherConfig,
    ...serverConfig?.otherConfig,
  });
  const auth = createAuth({
    ...api,
    session,
    storage,
    channelID: config.channelID,
    deviceId,
    phoneAutoRegister: () => String(otherConfig()[PHONE_AUTO_REGISTER_KEY]).trim() !== '0',
    notify,
    loadTags: tags,
    revoke: ({ uid, token }) =>
      toResult(
        transport.portal.POST('/user/logout', {
          headers: { 'UG-Uid': uid, 'UG-Token': token },
          ...transport.call(),
        }),
      ),
    logger,
  });
  // A restored session is checked with the server once: a token it no longer accepts logs out
  // (SESSION_EXPIRED), a network failure keeps the session for later calls.
  const ready = restored.then(async (state) => {
    if (state.loggedIn) await auth.refreshStatus();
    return session.getState();
  });

  const inbox = createStore<InboxState>({ total: 0, records: [], unread: NO_UNREAD });
  const refreshInbox = async (): Promise<Result<Page<Schemas['Message']> | null>> => {
    const { uid } = session.identity();
    if (!uid) return { data: null, error: null };
    const result = await api.center.listMessages({ uid });
    if (result.data) {
      inbox.setState({
        total: result.data.total,
        records: result.data.records,
        unread: result.data.unreadByTab ?? inbox.getState().unread,
      });
    }
    return result;
  };
  /** Reloads the unread counts (after a message was opened, or when the app comes back to the front). */
  const refreshUnread = async (): Promise<Result<Schemas['MessageSummary'] | null>> => {
    if (!session.identity().uid) return { data: null, error: null };
    const result = await api.center.getMessageSummary();
    if (result.data?.unreadByTab) inbox.setState({ ...inbox.getState(), unread: result.data.unreadByTab });
    return result;
  };
  /** Marks all messages read, or those of one tab, and updates the unread counts. */
  const markAllRead = async (
    tab: Schemas['InboxTab'] = 'all',
  ): Promise<Result<Schemas['MessageSummary'] | null>> => {
    if (!session.identity().uid) return { data: null, error: null };
    const result = await api.center.markAllMessagesRead({ tab });
    if (result.data?.unreadByTab) inbox.setState({ ...inbox.getState(), unread: result.data.unreadByTab });
    return result;
  };
  session.subscribe((state, previous) => {
    if (previous.loggedIn && !state.loggedIn) inbox.setState({ total: 0, records: [], unread: NO_UNREAD });
  });

  const download = createDownloadFlow({
    buyer: session.getState,
    async fetchLink(game, purchase) {
      // The record is only sent when the address carried a channel or invite code.
      const { inviteCode, channelCode } = await readCodes(storage);
      if (inviteCode || channelCode) {
        const record = await api.games.recordDownload({
          gameId: game.id,
          // Absent fields are left out of the form (channelID then takes the portal's).
          inviteCode: inviteCode ?? undefined,
          channelID: channelCode ?? undefined,
        });
        if (record.error) logger.warn('download record failed', record.error.message);
      }
      const platformType = platformTypeFromUserAgent(platform.userAgent());
      const link = await api.games.downloadGame(game.id, { platformType }, purchase);
      // A paid download may have spent X钻: refresh the balance the UI shows.
      if (link.data && game.onlineType !== 0) void auth.refreshStatus();
      return link;
    },
    saveFile: platform.saveFile,
    track: (event) => hostCall(userConfig.onTrack, event),
    markVip: (source) => markVipFromDownload(storage, source),
    logger,
  });

  const announcement = createAnnouncementPopup({
    storage,
    uid: () => session.identity().uid,
    now,
    fetch: api.content.getAnnouncement,
    dismiss: api.content.dismissAnnouncement,
    logger,
  });

  const device = {
    id: deviceId,
    init: () =>
      initDevice({
        ...config,
        deviceId,
        account: api.account,
        logger,
        onServerConfig: (answer) => {
          serverConfig = answer;
        },
      }),
  };

  /**
   * Start-up: the stored session checked with the server (see `ready`), address codes, device init,
   * start-up initialisation, token login from the address, then (when logged in) the message list.
   */
  async function start(): Promise<StartResult> {
    await ready;
    const address = await captureCodes(storage, platform.locationSearch());
    const init = await device.init();
    // Without a working device init the server would refuse the rest: stop here, the host shows init.msg.
    if (init.code) return { init, loggedIn: session.getState().loggedIn, error: init.error ?? null };
    const codes = await readCodes(storage);
    const appInit = await api.account.appInit({
      channelID: codes.channelCode ?? config.channelID,
      inviteCode: codes.inviteCode ?? undefined,
    });
    // A refusal here is only logged; nothing is shown to the user.
    if (appInit.error) logger.warn(`start-up init refused: ${appInit.error.message}`);
    // Token login fetches the status itself, as `ready` did for a stored session.
    if (address.token) await auth.tokenLogin(address.token);
    if (session.getState().loggedIn) await refreshInbox();
    return { init, loggedIn: session.getState().loggedIn, error: null };
  }

  // Named, so declarations import openapi-fetch's Client by name (TypeScript 7 reads no namespace
  // import of it in a CommonJS declaration file).
  const clients: PortalClients = { square: transport.square, portal: transport.portal, call: transport.call };
  return {
    config,
    storage,
    api,
    /**
     * The typed openapi-fetch clients, for calls the wrappers do not cover, and `call(options)`: the
     * options that give such a call the portal's timeout and cancellation (the lazily created areas use it).
     */
    clients,
    session,
    /**
     * Settles once the stored session is restored and, when there was one, checked with the server
     * (its user status loaded, or logged out when the token is no longer accepted).
     */
    ready: () => ready,
    onSessionChange: (listener: (change: SessionChange) => void) => session.onChange(listener),
    onNotify: (listener: (notice: Notice) => void) => notices.on(listener),
    auth,
    start,
    device,
    serverConfig: () => serverConfig,
    otherConfig,
    codes: {
      capture: (search = platform.locationSearch()) => captureCodes(storage, search),
      read: () => readCodes(storage),
      clear: () => clearCodes(storage),
    },
    tags,
    /** The inbox's first page and unread counts per tab (a store: `getState`, `subscribe`). */
    inbox,
    refreshInbox,
    refreshUnread,
    markAllRead,
    download,
    announcement,
    vip: { read: () => readVipConfig(storage), resetOnLeaveProfile: () => resetVipConfig(storage) },
    copy: (text: string) =>
      copyText(text, {
        write: platform.writeClipboard,
        notify: (message) => notify({ type: 'success', message }),
        logger,
      }),
    pagedList: createPagedList,
    /** A blob GET through the transport (timeout, cancellation, the server's or section-8 messages). */
    fetchBlob: transport.fetchBlob,
    cancelAll: transport.cancelAll,
    pendingCount: () => transport.pending.size(),
  };
}

export type Portal = ReturnType<typeof createPortal>;
