import type { AppModule } from '../../infra/module.ts';
import { giftsPortal } from './routes.ts';
import { seedGifts } from './seed.ts';

export const giftsModule: AppModule = { name: 'gifts', portal: giftsPortal, seed: seedGifts };
