// Signs that an answer leaks the server's internals: stack frames, source file paths, driver errors.
const PATTERNS: ReadonlyArray<[string, RegExp]> = [
  ['a stack frame', /\bat [\w$.<>[\] ]+ \(?(?:file:|node:|\/)[^)\s]*:\d+:\d+\)?/],
  ['a stack frame', /\n\s+at\s/],
  ['a source path', /\/(?:work|home|root|usr|tmp|app|src)\/[\w./-]+\.(?:ts|js|mjs|cjs)\b/],
  ['node_modules', /node_modules[\\/]/],
  [
    'a database error',
    /SQLITE_[A-Z]+|SqliteError|duplicate key value|violates [a-z ]+constraint|syntax error at or near/,
  ],
  ['an error class', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError): /],
];

/** The first leak found in a body, or undefined. */
export function findLeak(body: string): string | undefined {
  for (const [what, re] of PATTERNS) {
    const m = re.exec(body);
    if (m) return `${what}: ${JSON.stringify(m[0].slice(0, 120))}`;
  }
  return undefined;
}
