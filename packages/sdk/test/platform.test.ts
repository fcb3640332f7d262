import { afterEach, describe, expect, it } from 'vitest';
import { nodePlatform } from '../src/platform/node.js';
import { webPlatform } from '../src/platform/web.js';

type Globals = Record<string, unknown>;
const g = globalThis as unknown as Globals;
const installed: string[] = [];
function install(name: string, value: unknown) {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  installed.push(name);
}
afterEach(() => {
  for (const name of installed.splice(0)) delete g[name];
});

/** Just enough of a document to see what the adapter does with it. */
function fakeDocument() {
  const appended: Record<string, unknown>[] = [];
  const events: string[] = [];
  const element = (tag: string) => ({
    tag,
    href: '',
    download: '',
    value: '',
    style: { display: '', position: '', opacity: '' },
    click: () => events.push(`click ${tag}`),
    select: () => events.push(`select ${tag}`),
    remove: () => events.push(`remove ${tag}`),
  });
  return {
    appended,
    events,
    doc: {
      createElement: element,
      body: { appendChild: (n: Record<string, unknown>) => appended.push(n) },
      execCommand: (cmd: string) => {
        events.push(`exec ${cmd}`);
        return true;
      },
    },
  };
}

describe('web platform adapters', () => {
  it('degrade safely in Node: no user agent, no address, no clipboard, downloads return the URL', async () => {
    const p = webPlatform();
    expect(p.locationSearch()).toBe('');
    expect(typeof p.userAgent()).toBe('string');
    await expect(p.writeClipboard('x')).rejects.toThrow();
    expect(p.saveFile('https://cdn/x.apk', 'x')).toBe('https://cdn/x.apk');
  });
  it('download through a hidden <a download=gameName> that is clicked and removed', () => {
    const { doc, appended, events } = fakeDocument();
    install('document', doc);
    expect(webPlatform().saveFile('https://cdn/g.apk', '星际远征')).toBeUndefined();
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({
      tag: 'a',
      href: 'https://cdn/g.apk',
      download: '星际远征',
      style: { display: 'none' },
    });
    expect(events).toEqual(['click a', 'remove a']);
  });
  it('reads the address and user agent from location and navigator', () => {
    install('location', { search: '?code=9' });
    install('navigator', { userAgent: 'UA/1' });
    const p = webPlatform();
    expect(p.locationSearch()).toBe('?code=9');
    expect(p.userAgent()).toBe('UA/1');
  });
  it('copies with the async clipboard, falling back to execCommand when it is refused', async () => {
    const written: string[] = [];
    install('navigator', { clipboard: { writeText: async (t: string) => void written.push(t) } });
    await webPlatform().writeClipboard('A1');
    expect(written).toEqual(['A1']);

    const { doc, events } = fakeDocument();
    install('navigator', { clipboard: { writeText: () => Promise.reject(new Error('insecure')) } });
    install('document', doc);
    await webPlatform().writeClipboard('B2');
    expect(events).toEqual(['select textarea', 'exec copy', 'remove textarea']);
  });
});

describe('node platform adapters', () => {
  it('return the URL for downloads and take a user agent and address', async () => {
    const p = nodePlatform({ userAgent: 'cli', search: '?token=t' });
    expect(p.saveFile('https://x/y', 'y')).toBe('https://x/y');
    expect(p.userAgent()).toBe('cli');
    expect(p.locationSearch()).toBe('?token=t');
    await expect(p.writeClipboard('x')).rejects.toThrow();
  });
});
