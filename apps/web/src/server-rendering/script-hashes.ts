import { createHash } from 'node:crypto';

/** CSP sources ('sha256-…') of the document's classic inline scripts, which its policy allows by hash. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs = '', source = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attrs) || !source.trim()) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    hashes.push(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  }
  return [...new Set(hashes)];
}
