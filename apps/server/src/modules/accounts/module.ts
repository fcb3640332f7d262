import type { AppModule } from '../../infra/module.ts';
import { loginRoutes } from './routes-login.ts';
import { profileRoutes } from './routes-profile.ts';
import { securityRoutes } from './routes-security.ts';
import { seedAccounts } from './seed.ts';

export const accountsModule: AppModule = {
  name: 'accounts',
  portal: async (app) => {
    await app.register(loginRoutes);
    await app.register(profileRoutes);
    await app.register(securityRoutes);
  },
  seed: seedAccounts,
};
