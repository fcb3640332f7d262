import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/** Alipay's production gateway (openapi.alipay.com); its sandbox is https://openapi-sandbox.dl.alipaydev.com/gateway.do. */
export const ALIPAY_PRODUCTION_GATEWAY = 'https://openapi.alipay.com/gateway.do';

/** Alipay mobile-web payment: our app id, our private key, Alipay's public key, the gateway. */
export type AlipaySettings = {
  appId: string | undefined;
  /** PKCS#8 PEM, whatever form (PKCS#1/PKCS#8, PEM or bare base64) ALIPAY_PRIVATE_KEY came in. */
  privateKey: string | undefined;
  /** SPKI PEM of Alipay's public key (支付宝公钥, not the app's). */
  alipayPublicKey: string | undefined;
  gateway: string;
  /** PUBLIC_URL: where Alipay posts notifications (…/portal/order/notify/alipay) and sends the user back. */
  publicUrl: string | undefined;
};

/** Which payment provider takes money, from the environment (`PAYMENT_PROVIDER`). */
export type PaymentSettings = { provider: 'sandbox' } | { provider: 'alipay'; alipay: AlipaySettings };

/** Environment values carry PEM line breaks as "\n" more often than not. */
function envText(value: string | undefined): string | undefined {
  const text = value?.replace(/\\n/g, '\n').trim();
  return text ? text : undefined;
}

/** A key as PEM, PKCS#1 or PKCS#8 / SPKI, or the bare base64 Alipay's key tool shows. */
function keyFrom(text: string, kind: 'private' | 'public', name: string): KeyObject {
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  const attempts: (() => KeyObject)[] = text.includes('-----BEGIN')
    ? [() => (kind === 'private' ? createPrivateKey(text) : createPublicKey(text))]
    : kind === 'private'
      ? (['pkcs8', 'pkcs1'] as const).map((type) => () => createPrivateKey({ key: der, format: 'der', type }))
      : (['spki', 'pkcs1'] as const).map((type) => () => createPublicKey({ key: der, format: 'der', type }));
  for (const attempt of attempts) {
    try {
      const key = attempt();
      if (key.asymmetricKeyType === 'rsa') return key;
    } catch {
      // try the next encoding
    }
  }
  throw new Error(`${name} is not an RSA ${kind} key (PEM or base64, PKCS#1 or PKCS#8)`);
}

export function paymentSettingsFrom(env: NodeJS.ProcessEnv): PaymentSettings {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider === 'sandbox') return { provider };
  if (provider !== 'alipay')
    throw new Error(`PAYMENT_PROVIDER=${provider} is not a known payment provider (sandbox, alipay)`);
  const privateText = envText(env.ALIPAY_PRIVATE_KEY);
  const publicText = envText(env.ALIPAY_PUBLIC_KEY);
  return {
    provider,
    alipay: {
      appId: env.ALIPAY_APP_ID?.trim() || undefined,
      privateKey: privateText
        ? (keyFrom(privateText, 'private', 'ALIPAY_PRIVATE_KEY').export({
            type: 'pkcs8',
            format: 'pem',
          }) as string)
        : undefined,
      alipayPublicKey: publicText
        ? (keyFrom(publicText, 'public', 'ALIPAY_PUBLIC_KEY').export({
            type: 'spki',
            format: 'pem',
          }) as string)
        : undefined,
      gateway: env.ALIPAY_GATEWAY || ALIPAY_PRODUCTION_GATEWAY,
      publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : undefined,
    },
  };
}

/** What Alipay settings lack to take money at all (any mode): without these the provider cannot start. */
export function alipayMissing(settings: AlipaySettings): string[] {
  const missing: string[] = [];
  if (!settings.appId) missing.push('ALIPAY_APP_ID must be set (the app id of the Alipay open platform)');
  if (!settings.privateKey) missing.push("ALIPAY_PRIVATE_KEY must be set (the app's RSA2 private key)");
  if (!settings.alipayPublicKey)
    missing.push("ALIPAY_PUBLIC_KEY must be set (Alipay's public key, 支付宝公钥)");
  return missing;
}

/** Why these settings cannot take real money; empty when they can. */
export function paymentProductionProblems(settings: PaymentSettings): string[] {
  if (settings.provider === 'sandbox')
    return ['PAYMENT_PROVIDER=sandbox lets anyone mark orders paid: configure a real payment provider'];
  const problems = alipayMissing(settings.alipay);
  if (!settings.alipay.publicUrl)
    problems.push(
      'PUBLIC_URL must be set: Alipay posts payment notifications to PUBLIC_URL/portal/order/notify/alipay',
    );
  else if (!settings.alipay.publicUrl.startsWith('https://'))
    problems.push('PUBLIC_URL must be https:// for Alipay notifications and returns');
  if (!settings.alipay.gateway.startsWith('https://'))
    problems.push('ALIPAY_GATEWAY must be an https:// address');
  return problems;
}
