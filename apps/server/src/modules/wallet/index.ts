import type { AppModule } from '../../infra/module.ts';
import { SandboxProvider } from './payment-provider.ts';
import { walletPortal } from './routes.ts';
import { sandboxPages } from './sandbox-routes.ts';
import { seedWallet } from './seed.ts';

/** The portal prefix the app mounts portal routes under (app.ts PORTAL_PREFIX). */
const PORTAL_PREFIX = '/portal';

function provider(secret: string): SandboxProvider {
  return new SandboxProvider(secret);
}

/**
 * X钻 ledger, recharge orders and the sandbox payment provider. `root` holds the provider's own pages
 * (/pay/sandbox/...), which live outside both API prefixes.
 */
export const walletModule = {
  name: 'wallet',
  portal: async (app) => {
    await app.register(walletPortal(provider(app.secrets.paymentSecret)));
  },
  root: async (app) => {
    await app.register(sandboxPages(provider(app.secrets.paymentSecret), PORTAL_PREFIX));
  },
  seed: seedWallet,
} satisfies AppModule;
