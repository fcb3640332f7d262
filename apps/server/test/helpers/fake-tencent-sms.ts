import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake checks a request against: the account a test configures the server with. */
export const FAKE_TENCENT_ACCOUNT = {
  secretId: 'AKIDfakeSmsTestId000000000000000000',
  secretKey: 'fakeSmsTestSecretKey-never-in-a-log-7f3a',
  sdkAppId: '1400000001',
  signName: '游戏门户',
  templateId: '2000001',
  region: 'ap-guangzhou',
};

/** How the fake answers the next SendSms calls. */
export type FakeMode =
  | 'ok'
  /** Response.Error, as for a template not approved. */
  | 'error'
  /** Accepted the call but not the number (SendStatusSet[0].Code is not Ok). */
  | 'number-refused'
  /** HTTP 502 from a proxy in front of the API. */
  | 'http-error'
  /** Never answers. */
  | 'hang';

export interface ReceivedSms {
  phone: string;
  templateParams: string[];
}

export interface FakeTencentSms {
  /** TENCENT_SMS_* variables pointing the server at this fake. */
  env: Record<string, string>;
  mode: FakeMode;
  /** The key signatures are checked with; change it to see the server's signature refused. */
  secretKey: string;
  /** Messages that passed every check (signature, headers, parameters), whatever the mode answered. */
  received: ReceivedSms[];
  /** Why requests were refused before any sending (signature, headers, parameters). */
  refusals: string[];
  lastCode(phone: string): string | undefined;
  close(): Promise<void>;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/**
 * Checks a TC3-HMAC-SHA256 Authorization the way Tencent Cloud documents it ("Signature v3"): the
 * canonical request from the request as received (method, path, query, signed headers, body hash), the
 * credential scope of the X-TC-Timestamp's UTC day, the key derived from the SecretKey. Written apart
 * from the server's signer on purpose: a shared mistake would pass a shared helper.
 */
function signatureProblem(
  req: http.IncomingMessage,
  body: string,
  secretId: string,
  secretKey: string,
): string | null {
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!match) return 'malformed Authorization';
  const [, id, date, service, signedHeaders, signature] = match as unknown as string[];
  if (id !== secretId) return 'unknown SecretId';
  if (service !== 'sms') return `service ${service} in the credential scope`;
  const timestamp = Number(req.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300)
    return 'X-TC-Timestamp expired';
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date)
    return 'scope date is not the timestamp day';
  const names = signedHeaders!.split(';');
  if (!names.includes('content-type') || !names.includes('host'))
    return 'content-type and host must be signed';
  const canonicalHeaders = names
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('');
  const [path, query = ''] = (req.url ?? '/').split('?');
  const canonical = [req.method, path, query, canonicalHeaders, signedHeaders, sha256Hex(body)].join('\n');
  const toSign = [
    'TC3-HMAC-SHA256',
    String(timestamp),
    `${date}/${service}/tc3_request`,
    sha256Hex(canonical),
  ].join('\n');
  const key = hmac(hmac(hmac(`TC3${secretKey}`, date!), service!), 'tc3_request');
  const expected = createHmac('sha256', key).update(toSign, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature!, 'hex')) ? null : 'signature does not match';
}

function parametersProblem(req: http.IncomingMessage, payload: Record<string, unknown>): string | null {
  const a = FAKE_TENCENT_ACCOUNT;
  if (req.method !== 'POST' || req.url !== '/') return `${req.method} ${req.url}`;
  if (req.headers['x-tc-action'] !== 'SendSms') return `action ${req.headers['x-tc-action']}`;
  if (req.headers['x-tc-version'] !== '2021-01-11') return `version ${req.headers['x-tc-version']}`;
  if (req.headers['x-tc-region'] !== a.region) return `region ${req.headers['x-tc-region']}`;
  if (!String(req.headers['content-type']).startsWith('application/json')) return 'not JSON';
  if (payload.SmsSdkAppId !== a.sdkAppId) return 'SmsSdkAppId';
  if (payload.SignName !== a.signName) return 'SignName';
  if (payload.TemplateId !== a.templateId) return 'TemplateId';
  const phones = payload.PhoneNumberSet;
  if (!Array.isArray(phones) || phones.length !== 1 || !/^\+861\d{10}$/.test(phones[0]))
    return 'PhoneNumberSet';
  const params = payload.TemplateParamSet;
  if (!Array.isArray(params) || params.length !== 1 || !/^\d{6}$/.test(params[0])) return 'TemplateParamSet';
  return null;
}

/** A local stand-in for sms.tencentcloudapi.com's SendSms that verifies what it is sent. */
export async function startFakeTencentSms(): Promise<FakeTencentSms> {
  const hanging = new Set<http.ServerResponse>();
  const answer = (res: http.ServerResponse, response: Record<string, unknown>) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ Response: { ...response, RequestId: randomUUID() } }));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const refuse = (code: string, message: string) => {
        fake.refusals.push(`${code}: ${message}`);
        answer(res, { Error: { Code: code, Message: message } });
      };
      const badSignature = signatureProblem(req, body, FAKE_TENCENT_ACCOUNT.secretId, fake.secretKey);
      if (badSignature) return refuse('AuthFailure.SignatureFailure', badSignature);
      let payload: Record<string, unknown>;
      try {
        payload = JSON.parse(body);
      } catch {
        return refuse('InvalidParameter', 'body is not JSON');
      }
      const badParameter = parametersProblem(req, payload);
      if (badParameter) return refuse('InvalidParameterValue', badParameter);
      const phone = String((payload.PhoneNumberSet as string[])[0]).replace(/^\+86/, '');
      fake.received.push({ phone, templateParams: payload.TemplateParamSet as string[] });
      switch (fake.mode) {
        case 'ok':
          return answer(res, {
            SendStatusSet: [
              {
                SerialNo: randomUUID(),
                PhoneNumber: `+86${phone}`,
                Fee: 1,
                Code: 'Ok',
                Message: 'send success',
              },
            ],
          });
        case 'error':
          return answer(res, {
            Error: {
              Code: 'FailedOperation.TemplateIncorrectOrUnapproved',
              Message: 'template not approved',
            },
          });
        case 'number-refused':
          return answer(res, {
            SendStatusSet: [
              {
                PhoneNumber: `+86${phone}`,
                Fee: 0,
                Code: 'LimitExceeded.PhoneNumberDailyLimit',
                Message: 'daily limit',
              },
            ],
          });
        case 'http-error':
          res.statusCode = 502;
          return res.end('Bad Gateway');
        case 'hang':
          hanging.add(res);
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const a = FAKE_TENCENT_ACCOUNT;
  const fake: FakeTencentSms = {
    env: {
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: a.secretId,
      TENCENT_SMS_SECRET_KEY: a.secretKey,
      TENCENT_SMS_SDK_APP_ID: a.sdkAppId,
      TENCENT_SMS_SIGN_NAME: a.signName,
      TENCENT_SMS_TEMPLATE_ID: a.templateId,
      TENCENT_SMS_REGION: a.region,
      TENCENT_SMS_ENDPOINT: `http://127.0.0.1:${port}`,
    },
    mode: 'ok',
    secretKey: a.secretKey,
    received: [],
    refusals: [],
    lastCode: (phone) => fake.received.findLast((m) => m.phone === phone)?.templateParams[0],
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
