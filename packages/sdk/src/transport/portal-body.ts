/** A body carrying this field is sent as JSON (without the field); every other body is form-urlencoded. */
export const JSON_MARKER = '_json';

export interface PortalDefaults {
  appID: number;
  channelID: string;
}

function withDefaults(fields: Record<string, unknown>, defaults: PortalDefaults): Record<string, unknown> {
  const out = { ...fields };
  if (out.appID === undefined || out.appID === null || out.appID === '') out.appID = defaults.appID;
  if (out.channelID === undefined || out.channelID === null || out.channelID === '') {
    out.channelID = defaults.channelID;
  }
  return out;
}

const formValue = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/**
 * Encodes a portal body. Returns a URLSearchParams or a typed Blob so the platform sets the
 * Content-Type itself; FormData (uploads) passes through with the two ids appended.
 */
export function encodePortalBody(body: unknown, defaults: PortalDefaults): URLSearchParams | Blob | FormData {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    if (!body.has('appID')) body.append('appID', String(defaults.appID));
    if (!body.has('channelID')) body.append('channelID', defaults.channelID);
    return body;
  }
  const fields = withDefaults(
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {},
    defaults,
  );
  if (JSON_MARKER in fields) {
    delete fields[JSON_MARKER];
    return new Blob([JSON.stringify(fields)], { type: 'application/json' });
  }
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) form.append(key, formValue(item));
    else form.append(key, formValue(value));
  }
  return form;
}
