/** A body carrying this field is sent as JSON (without the field); every other body is form-urlencoded. */
export const JSON_MARKER = '_json';

export interface PortalDefaults {
  appID: number;
  channelID: string;
}

const DEFAULTED = ['appID', 'channelID'] as const;

const formValue = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/**
 * Encodes a portal body. Returns a URLSearchParams or a typed Blob so the platform sets the
 * Content-Type itself; FormData (uploads) passes through with the two ids appended.
 */
export function encodePortalBody(body: unknown, defaults: PortalDefaults): URLSearchParams | Blob | FormData {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    for (const key of DEFAULTED) if (!body.has(key)) body.append(key, String(defaults[key]));
    return body;
  }
  const fields: Record<string, unknown> = { ...(typeof body === 'object' ? body : null) };
  for (const key of DEFAULTED) if (fields[key] == null || fields[key] === '') fields[key] = defaults[key];
  if (JSON_MARKER in fields) {
    delete fields[JSON_MARKER];
    return new Blob([JSON.stringify(fields)], { type: 'application/json' });
  }
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value != null)
      for (const item of Array.isArray(value) ? value : [value]) form.append(key, formValue(item));
  }
  return form;
}
