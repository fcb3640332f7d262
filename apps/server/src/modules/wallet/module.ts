import type { AppModule } from '../../infra/module.ts';
import { AlipayProvider } from './alipay-provider.ts';
import { alipayReturnPage } from './alipay-routes.ts';
import { providerOf } from './configured-provider.ts';
import { SandboxProvider } from './payment-provider.ts';
import { walletPortal } from './routes.ts';
import { sandboxPages } from './sandbox-routes.ts';
import { seedWallet } from './seed.ts';

/** The portal prefix the app mounts portal routes under (app.ts PORTAL_PREFIX). */
const PORTAL_PREFIX = '/portal';

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
