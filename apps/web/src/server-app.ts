/**
 * The server build's entry (dist/server/index.js): the app's request handler, which apps/server mounts
 * for every page address (http/web-app.ts). React Router renders the matched routes with their
 * loaders' data; the loaders call the portal's API through `fetch`, in process.
 */
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { type ServerContext, serverContext } from './lib/server-context';

const handler = createRequestHandler(
  () => import('virtual:react-router/server-build'),
  import.meta.env.PROD ? 'production' : 'development',
);

/** The page for `request`, rendered for a guest; its loaders call through `context.fetch`. */
export function handlePage(request: Request, context: ServerContext): Promise<Response> {
  const provider = new RouterContextProvider();
  provider.set(serverContext, context);
  return handler(request, provider);
}
