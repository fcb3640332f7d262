import type { PlatformAdapters } from './types.js';

// Structural views of the few DOM pieces used, so the package type-checks without the DOM lib
// and every access is guarded for Node.
interface AnchorLike {
  href: string;
  download: string;
  style: { display: string };
  click(): void;
  remove(): void;
}
interface TextAreaLike {
  value: string;
  style: { position: string; opacity: string };
  select(): void;
  remove(): void;
}
interface DocumentLike {
  createElement(tag: 'a'): AnchorLike;
  createElement(tag: 'textarea'): TextAreaLike;
  body: { appendChild(node: unknown): unknown } | null;
  execCommand?(command: string): boolean;
}
interface WebGlobals {
  navigator?: { userAgent?: string; clipboard?: { writeText(text: string): Promise<void> } };
  location?: { search?: string };
  document?: DocumentLike;
}

const web = () => globalThis as WebGlobals;

/** Whether the SDK runs in a page, whose address a relative base URL is resolved against. */
export const hasPageAddress = (): boolean => 'location' in globalThis;

function legacyCopy(text: string): boolean {
  const doc = web().document;
  if (!doc?.body || !doc.execCommand) return false;
  const area = doc.createElement('textarea');
  area.value = text;
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  area.select();
  const copied = doc.execCommand('copy');
  area.remove();
  return copied;
}

/** Browser defaults; in Node each one degrades to a harmless answer. */
export function webPlatform(): PlatformAdapters {
  return {
    userAgent: () => web().navigator?.userAgent ?? '',
    locationSearch: () => web().location?.search ?? '',
    async writeClipboard(text) {
      const clipboard = web().navigator?.clipboard;
      if (clipboard) {
        try {
          await clipboard.writeText(text);
          return;
        } catch {
          // Insecure contexts and old WebViews refuse the async API; try the legacy path below.
        }
      }
      if (!legacyCopy(text)) throw new Error('clipboard unavailable');
    },
    saveFile(url, fileName) {
      const doc = web().document;
      if (!doc?.body) return url;
      const a = doc.createElement('a');
      a.href = url;
      a.download = fileName;
      a.style.display = 'none';
      doc.body.appendChild(a);
      a.click();
      a.remove();
      return undefined;
    },
  };
}
