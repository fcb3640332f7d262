import type { FastifyInstance } from 'fastify';
import { AlipayProvider } from './alipay-provider.ts';
import { type PaymentProvider, SandboxProvider } from './payment-provider.ts';
import { alipayMissing } from './payment-settings.ts';

/**
 * The configured provider (PAYMENT_PROVIDER). Providers keep no state, so the portal, the root pages and
 * the console's refunds may each build one.
 */
export function providerOf(app: FastifyInstance): PaymentProvider {
  const settings = app.config.payment;
  if (settings.provider === 'alipay') {
    const missing = alipayMissing(settings.alipay);
    if (missing.length > 0) throw new Error(`PAYMENT_PROVIDER=alipay: ${missing.join('; ')}`);
    const { appId, privateKey, alipayPublicKey, gateway } = settings.alipay;
    return new AlipayProvider({
      appId: appId as string,
      privateKey: privateKey as string,
      alipayPublicKey: alipayPublicKey as string,
      gateway,
      // Outside production (where PUBLIC_URL is required) Alipay cannot reach a local server anyway:
      // payments then arrive through the query when the user comes back.
      publicUrl: settings.alipay.publicUrl ?? `http://localhost:${app.config.port}`,
    });
  }
  return new SandboxProvider(app.secrets.paymentSecret);
}
