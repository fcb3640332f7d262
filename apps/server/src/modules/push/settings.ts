/** Web Push settings from the environment (config.ts reads them through the push module's front door). */
export interface PushSettings {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (base64url, as `web-push generate-vapid-keys` prints them); unset: generated once per database. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /**
   * VAPID_SUBJECT: how a push service reaches the operator (`mailto:` or an https address). Unset: PUBLIC_URL
   * when it is https, else a mailto: address of the example domain (fine for development, not for Apple's service).
   */
  subject: string;
  /**
   * PUSH_ALLOW_LOCAL_ENDPOINTS=1: accept http endpoints and loopback or private addresses (a local push
   * service in tests). Off, only https endpoints of named hosts are stored, so a player cannot make the
   * server post to an address inside its network. Refused in production.
   */
  allowLocalEndpoints: boolean;
}

const FALLBACK_SUBJECT = 'mailto:push@example.com';

export function pushSettingsFrom(env: NodeJS.ProcessEnv): PushSettings {
  const publicUrl = env.PUBLIC_URL?.trim();
  return {
    vapidPublicKey: env.VAPID_PUBLIC_KEY?.trim() || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY?.trim() || undefined,
    subject:
      env.VAPID_SUBJECT?.trim() ||
      (publicUrl?.startsWith('https://') ? publicUrl : undefined) ||
      FALLBACK_SUBJECT,
    allowLocalEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS === '1',
  };
}

/** Why these settings must not serve real users (config.ts `productionProblems`). */
export function pushProductionProblems(settings: PushSettings): string[] {
  const problems: string[] = [];
  if (settings.allowLocalEndpoints)
    problems.push('PUSH_ALLOW_LOCAL_ENDPOINTS=1 lets players point the server at local addresses: unset it');
  if (Boolean(settings.vapidPublicKey) !== Boolean(settings.vapidPrivateKey))
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  return problems;
}
