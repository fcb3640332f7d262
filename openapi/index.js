// Where the contract lives, so other packages (the server, tests) can load it through `@portal/openapi`.
import { fileURLToPath } from 'node:url';

export const contractPath = fileURLToPath(new URL('./portal.yaml', import.meta.url));
