// What every answer of the portal must carry, parsed from real headers.

/** Directive name -> source list of a Content-Security-Policy header. */
export function parseCsp(header: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values);
  }
  return out;
}

const REFERRER_POLICIES = new Set([
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
  'no-referrer-when-downgrade',
  'origin',
  'origin-when-cross-origin',
]);

/** Problems with the security headers of one answer (empty when all is well). */
export function securityProblems(headers: Headers, opts: { api: boolean }): string[] {
  const problems: string[] = [];
  const csp = parseCsp(headers.get('content-security-policy'));
  if (csp.size === 0) problems.push('no Content-Security-Policy');
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  if (!scripts) problems.push('CSP has neither script-src nor default-src');
  else {
    if (scripts.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
    if (scripts.includes("'unsafe-eval'")) problems.push("script-src allows 'unsafe-eval'");
    if (scripts.includes('*') || scripts.includes('data:'))
      problems.push('script-src allows any source or data:');
  }
  if (csp.get('frame-ancestors')?.join(' ') !== "'none'") problems.push("frame-ancestors is not 'none'");
  if (csp.get('object-src')?.join(' ') !== "'none'") problems.push("object-src is not 'none'");
  if (headers.get('x-content-type-options')?.toLowerCase() !== 'nosniff')
    problems.push('no X-Content-Type-Options: nosniff');
  const referrer = headers.get('referrer-policy')?.toLowerCase() ?? '';
  const lastPolicy =
    referrer
      .split(',')
      .map((s) => s.trim())
      .pop() ?? '';
  if (!REFERRER_POLICIES.has(lastPolicy) || lastPolicy === 'no-referrer-when-downgrade') {
    problems.push(`Referrer-Policy is ${referrer || 'missing'}`);
  }
  if (opts.api && !/\bno-store\b/.test(headers.get('cache-control') ?? '')) {
    problems.push(`API answer Cache-Control is ${headers.get('cache-control') ?? 'missing'}, not no-store`);
  }
  return problems;
}
