/** What a redacted value is logged as. */
export const REDACTED = '[REDACTED]';

/**
 * Query names whose value is a credential or a one-time secret, compared in lower case with `_`, `-` and
 * `.` removed: `?token=` of a one-time login link and of the sandbox payment page, SMS and OAuth codes,
 * passwords, signatures of callbacks, API keys, tickets.
 */
const SENSITIVE_NAMES = new Set([
  'token',
  'code',
  'smscode',
  'authcode',
  'verifycode',
  'verificationcode',
  'captcha',
  'otp',
  'password',
  'passwd',
  'pwd',
  'pass',
  'secret',
  'sign',
  'sig',
  'signature',
  'key',
  'ticket',
  'authorization',
  'auth',
  'credential',
  'credentials',
  'session',
  'sessionid',
  'sid',
  'cookie',
]);

/** Any name ending in these is sensitive too (accessToken, refresh_token, newPassword, client_secret, apiKey). */
const SENSITIVE_ENDINGS = [
  'token',
  'password',
  'passwd',
  'secret',
  'signature',
  'key',
  'ticket',
  'credential',
];

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** Whether a query parameter of this name (raw or %-encoded, any case) carries a secret. */
export function isSensitiveName(raw: string): boolean {
  const name = decodedName(raw)
    .toLowerCase()
    .replace(/[\s_.-]/g, '');
  return SENSITIVE_NAMES.has(name) || SENSITIVE_ENDINGS.some((end) => name.endsWith(end));
}

/**
 * The URL with the value of every sensitive query parameter replaced by [REDACTED]; path, other
 * parameters and their order untouched. Works on malformed URLs too (bad %-escapes, no path), since
 * those are exactly the ones error logs quote.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && isSensitiveName(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/**
 * `name=value` after `?` or `&` anywhere in a serialized log line. The value runs to the next `&`, `#`,
 * white space or unescaped `"` (the end of the JSON string), escapes such as `\"` included, so a value
 * cannot end the match early and leave its tail in the line.
 */
const QUERY_PAIR = /([?&])([^=&?#\s"\\]+)=((?:\\.|[^&#\s"\\])*)/g;

/**
 * The last line of defence: every line the logger writes, whatever wrote it (Fastify's own messages
 * quote URLs as plain text: "Route GET:/x?token=… not found", bad-URL errors, reply warnings), goes
 * through this before it leaves the process.
 */
export function redactLogLine(line: string): string {
  if (!line.includes('=')) return line;
  return line.replace(QUERY_PAIR, (pair, sep: string, name: string, value: string) =>
    value && value !== REDACTED && isSensitiveName(name) ? `${sep}${name}=${REDACTED}` : pair,
  );
}

/** What the request serializer reads of a Fastify request (typed by Fastify as the raw one). */
interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer (method, url, host, address) with the URL redacted. */
function requestForLog(request: LoggedRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Logger options that keep secrets out of every line: credential headers removed, the request's URL
 * redacted where it is logged as a field, and every written line passed through redactLogLine.
 */
export const logRedaction = {
  redact: ['req.headers["ug-token"]', 'req.headers.authorization', 'req.headers.cookie'],
  serializers: { req: requestForLog },
  hooks: { streamWrite: redactLogLine },
};
