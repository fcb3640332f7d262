import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { apiURL, dismissAnnouncement, type Identity, waitForLayout } from './browser';

/** A real PNG of the given size (solid colour), for uploads the server sniffs by content. */
export function makePng(
  width: number,
  height: number,
  rgb: [number, number, number] = [98, 70, 234],
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Local storage that makes the app start signed in as `user` (the SDK keeps the account under userInfo). */
export const signedIn = (user: Identity & { name: string }) => ({
  userInfo: JSON.stringify({ uid: user.uid, token: user.token, name: user.name, loginName: user.name }),
});

export interface SeedPost {
  id: number;
  uid: string;
  content: string;
  likeCount: number;
  author: { name: string };
}

/** Seeded posts straight from the server, newest first. */
export async function seededPosts(query = 'currentPage=1&pageSize=20&sort=2'): Promise<SeedPost[]> {
  const res = await fetch(`${apiURL()}/api/v1/square/post/list?${query}`);
  const body = (await res.json()) as { data: { records: SeedPost[] } };
  return body.data.records;
}

/** Opens a path, waits for the layout and clears the announcement. */
export async function open(page: Page, to: string): Promise<void> {
  await page.goto(to);
  await waitForLayout(page);
  await dismissAnnouncement(page);
}

/** With SQUARE_SHOTS=<dir>, saves a screenshot there (for looking at the screens while building them). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SQUARE_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/**
 * Records a WebM clip in the page (canvas + MediaRecorder): red until 0.6 s, green until 1.4 s, then
 * blue, so a thumbnail taken at 1 second is green.
 */
export async function recordWebm(page: Page, seconds = 2): Promise<Buffer> {
  const base64 = await page.evaluate(async (ms) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    const stream = canvas.captureStream(30);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((r) => {
      recorder.onstop = r;
    });
    const start = performance.now();
    recorder.start();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = performance.now() - start;
        ctx.fillStyle = t < 600 ? '#ff0000' : t < 1400 ? '#00ff00' : '#0000ff';
        ctx.fillRect(0, 0, 160, 120);
        if (t < ms) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let bin = '';
    for (const b of bytes) bin += String.fromCharCode(b);
    return btoa(bin);
  }, seconds * 1000);
  return Buffer.from(base64, 'base64');
}
