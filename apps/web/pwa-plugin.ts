import { VitePWA } from 'vite-plugin-pwa';

/** The page's colours (@portal/ui/theme.css): the purple of the headers and the light page. */
const THEME_COLOR = '#6246ea';
const BACKGROUND_COLOR = '#f4f5fa';

/**
 * The installable app: the web app manifest, and the service worker built from src/sw/sw.ts with the
 * build's precache list injected (workbox's injectManifest, through vite-plugin-pwa). The page
 * registers the worker itself, after load (src/pwa/register-sw.ts), so nothing is injected into
 * index.html but the manifest link.
 */
export function installableApp(title: string) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      name: title,
      short_name: title,
      lang: 'zh-CN',
      description: `${title}：游戏、漫画、广场`,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The shell and every chunk of the build; not the server's renderer, its manifest, nor the
      // precompressed copies the server picks by Accept-Encoding.
      globPatterns: ['index.html', 'assets/**/*.{js,css,svg,png,webp,woff2}', 'icons/*.png'],
      globIgnores: ['server/**', '**/*.br', '**/*.gz'],
      // Chunk names carry a content hash: no revision needed, and none is added to their address.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
}
