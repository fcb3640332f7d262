import { createHash, createHmac } from 'node:crypto';
import { SMS_TTL_MS, type SmsMessage, type SmsProvider } from './provider.ts';
import { type TencentSmsSettings, tencentSmsMissing } from './settings.ts';

export const TENCENT_SMS_SERVICE = 'sms';
export const SEND_SMS_ACTION = 'SendSms';
export const SEND_SMS_VERSION = '2021-01-11';
export const TC3_ALGORITHM = 'TC3-HMAC-SHA256';
const CONTENT_TYPE = 'application/json; charset=utf-8';
/** SendStatusSet[].Code of a message the gateway accepted. */
const SENT = 'Ok';
/** Mainland numbers are stored without a country code; the API wants E.164. */
const MAINLAND_PREFIX = '+86';

/** The gateway did not take the message (error answer, per-number refusal, HTTP failure, timeout). */
export class SmsGatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsGatewayError';
  }
}

export interface Tc3Request {
  secretId: string;
  secretKey: string;
  service: string;
  /** The Host header as sent (with the port when not the default one). */
  host: string;
  contentType: string;
  /** Unix seconds, also sent as X-TC-Timestamp. */
  timestamp: number;
  payload: string;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/**
 * The Authorization header of a Tencent Cloud API 3.0 POST (TC3-HMAC-SHA256, "Signature v3"): content-type
 * and host are signed, the key is derived per UTC day and service from the SecretKey.
 */
export function tc3Authorization(request: Tc3Request): string {
  const { secretId, secretKey, service, host, contentType, timestamp, payload } = request;
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalHeaders = `content-type:${contentType.toLowerCase()}\nhost:${host.toLowerCase()}\n`;
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(payload)].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = [TC3_ALGORITHM, String(timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `${TC3_ALGORITHM} Credential=${secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** Why fetch failed, without the request (its headers carry the signature). */
function unreachableReason(err: unknown, timeoutMs: number): string {
  if (!(err instanceof Error)) return String(err);
  if (err.name === 'TimeoutError') return `no answer in ${timeoutMs} ms`;
  const cause = (err.cause as NodeJS.ErrnoException | undefined)?.code;
  return cause ? `${err.message} (${cause})` : err.message;
}

interface SendSmsAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { Code?: string; Message?: string; SerialNo?: string }[];
    RequestId?: string;
  };
}

type CompleteSettings = { [K in keyof TencentSmsSettings]: NonNullable<TencentSmsSettings[K]> };

/** Tencent Cloud SMS over its HTTP API (SendSms, version 2021-01-11). */
export class TencentSmsProvider implements SmsProvider {
  readonly #settings: CompleteSettings;
  readonly #url: URL;

  constructor(settings: TencentSmsSettings) {
    const missing = tencentSmsMissing(settings);
    if (missing.length > 0)
      throw new Error(`SMS_PROVIDER=tencent is not configured:\n- ${missing.join('\n- ')}`);
    // Checked just above: every required value is set.
    this.#settings = settings as CompleteSettings;
    this.#url = new URL(`${settings.endpoint}/`);
  }

  async send({ phone, code }: SmsMessage): Promise<void> {
    const s = this.#settings;
    const params = { code, minutes: String(SMS_TTL_MS / 60_000) };
    const payload = JSON.stringify({
      PhoneNumberSet: [phone.startsWith('+') ? phone : `${MAINLAND_PREFIX}${phone}`],
      SmsSdkAppId: s.sdkAppId,
      SignName: s.signName,
      TemplateId: s.templateId,
      TemplateParamSet: s.templateParams.map((name) => params[name]),
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const authorization = tc3Authorization({
      secretId: s.secretId,
      secretKey: s.secretKey,
      service: TENCENT_SMS_SERVICE,
      host: this.#url.host,
      contentType: CONTENT_TYPE,
      timestamp,
      payload,
    });
    let answer: SendSmsAnswer;
    try {
      const res = await fetch(this.#url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': CONTENT_TYPE,
          'x-tc-action': SEND_SMS_ACTION,
          'x-tc-version': SEND_SMS_VERSION,
          'x-tc-timestamp': String(timestamp),
          'x-tc-region': s.region,
        },
        body: payload,
        signal: AbortSignal.timeout(s.timeoutMs),
      });
      if (!res.ok) throw new SmsGatewayError(`tencent sms answered HTTP ${res.status}`);
      answer = (await res.json()) as SendSmsAnswer;
    } catch (err) {
      if (err instanceof SmsGatewayError) throw err;
      throw new SmsGatewayError(`tencent sms unreachable: ${unreachableReason(err, s.timeoutMs)}`, {
        cause: err,
      });
    }
    const response = answer.Response;
    if (response?.Error)
      throw new SmsGatewayError(
        `tencent sms refused: ${response.Error.Code} ${response.Error.Message ?? ''}`.trim(),
      );
    const status = response?.SendStatusSet?.[0];
    if (status?.Code !== SENT)
      throw new SmsGatewayError(
        `tencent sms did not send: ${status?.Code ?? 'no status'} ${status?.Message ?? ''}`.trim(),
      );
  }
}
