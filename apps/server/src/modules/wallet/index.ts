import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../infra/module.ts';
import { AlipayProvider } from './alipay-provider.ts';
import { alipayReturnPage } from './alipay-routes.ts';
import { type PaymentProvider, SandboxProvider } from './payment-provider.ts';
import { alipayMissing } from './payment-settings.ts';
import { walletPortal } from './routes.ts';
import { sandboxPages } from './sandbox-routes.ts';
import { seedWallet } from './seed.ts';

/** The portal prefix the app mounts portal routes under (app.ts PORTAL_PREFIX). */
const PORTAL_PREFIX = '/portal';

/** The configured provider (PAYMENT_PROVIDER). Providers keep no state, so portal and root may each build one. */
function providerOf(app: FastifyInstance): PaymentProvider {
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

/**
 * X钻 ledger, recharge orders and the payment provider. `root` holds the provider's own pages (the
 * sandbox's /pay/sandbox/..., Alipay's return address), which live outside both API prefixes; the
 * sandbox's pages exist only while the sandbox is the provider.
 */
export const walletModule = {
  name: 'wallet',
  portal: async (app) => {
    await app.register(walletPortal(providerOf(app)));
  },
  root: async (app) => {
    const provider = providerOf(app);
    if (provider instanceof SandboxProvider)
      await app.register(sandboxPages(provider, app.secrets.paymentSecret, PORTAL_PREFIX));
    if (provider instanceof AlipayProvider) await app.register(alipayReturnPage(provider));
  },
  seed: seedWallet,
} satisfies AppModule;
