// Draws the install icons the web app manifest names (pwa-plugin.ts) from the logo, with sharp:
// 192 and 512 px as they are, and a 512 px maskable one whose logo sits inside the safe zone (the
// middle 80 %) on the app's purple, since a launcher may crop it to any shape. The PNGs are committed;
// run again after changing the logo: `node apps/web/scripts/make-icons.mjs`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const logo = readFileSync(fileURLToPath(new URL('../src/assets/logo.svg', import.meta.url)));
const out = (name) => fileURLToPath(new URL(`../public/icons/${name}`, import.meta.url));
/** The theme's primary colour (src/config/theme.css --color-primary), the maskable icon's background. */
const PRIMARY = '#6246ea';

// A palette of 256 colours (dithered) is about half the bytes of full colour and looks the same; the
// 192 px icon is fetched by the browser with the page's first pictures, when it checks the manifest.
const PNG = { palette: true, colors: 256, compressionLevel: 9, effort: 10 };

const render = (size) =>
  sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png(PNG);

for (const size of [192, 512]) await render(size).toFile(out(`icon-${size}.png`));

// The safe zone of a maskable icon is a circle of 40 % radius: the logo at 60 % stays inside it.
const inner = await render(308).toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: PRIMARY } })
  .composite([{ input: inner, gravity: 'centre' }])
  .png(PNG)
  .toFile(out('maskable-512.png'));
console.log('icons written to public/icons');
