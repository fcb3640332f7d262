import type { Config } from '@react-router/dev/config';

/**
 * React Router framework mode: the app's routes (src/routes.ts) are rendered on the server and
 * hydrated in the browser. The build writes dist/client (static files the server hands out) and
 * dist/server/index.js (src/server-app.ts: the request handler the server mounts).
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  // The whole route table comes with the first page (a few KB): no /__manifest round trip per navigation.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
