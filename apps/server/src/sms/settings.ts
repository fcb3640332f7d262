/** Tencent Cloud SMS's public endpoint (API 3.0); TENCENT_SMS_ENDPOINT points elsewhere (a test fake, a private link). */
export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com';
/** Tencent's SMS API needs a region even though one app id serves all of mainland China. */
export const TENCENT_SMS_DEFAULT_REGION = 'ap-guangzhou';
/** How long the server waits for the gateway before telling the user to try again later. */
export const SMS_GATEWAY_TIMEOUT_MS = 5000;

/** What a verification template's placeholders {1}, {2}... are filled with, in order. */
export const TEMPLATE_PARAMS = ['code', 'minutes'] as const;
export type TemplateParam = (typeof TEMPLATE_PARAMS)[number];

/** Tencent Cloud SMS (短信 SendSms, API 3.0 signed with TC3-HMAC-SHA256). */
export type TencentSmsSettings = {
  secretId: string | undefined;
  secretKey: string | undefined;
  /** SmsSdkAppId of the SMS application (console: 应用管理 > 应用列表). */
  sdkAppId: string | undefined;
  /** The approved signature (签名内容), e.g. 某某游戏. */
  signName: string | undefined;
  /** The approved verification-code template. */
  templateId: string | undefined;
  /** TENCENT_SMS_TEMPLATE_PARAMS=code,minutes for a template "验证码{1}，{2}分钟内有效"; default code. */
  templateParams: TemplateParam[];
  region: string;
  endpoint: string;
  timeoutMs: number;
};

/** Which SMS gateway sends verification codes, from the environment (`SMS_PROVIDER`). */
export type SmsSettings = { provider: 'dev' } | { provider: 'tencent'; tencent: TencentSmsSettings };

function envValue(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

function templateParamsFrom(value: string | undefined): TemplateParam[] {
  const names = (value ?? 'code')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(TEMPLATE_PARAMS as readonly string[]).includes(name))
      throw new Error(`TENCENT_SMS_TEMPLATE_PARAMS: ${name} is not one of ${TEMPLATE_PARAMS.join(', ')}`);
  }
  return names as TemplateParam[];
}

export function smsSettingsFrom(env: NodeJS.ProcessEnv): SmsSettings {
  const provider = env.SMS_PROVIDER || 'dev';
  if (provider === 'dev') return { provider };
  if (provider !== 'tencent')
    throw new Error(`SMS_PROVIDER=${provider} is not a known SMS provider (dev, tencent)`);
  const timeoutMs = Number(env.TENCENT_SMS_TIMEOUT_MS ?? SMS_GATEWAY_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error(
      `TENCENT_SMS_TIMEOUT_MS=${env.TENCENT_SMS_TIMEOUT_MS} is not a positive number of milliseconds`,
    );
  const settings: SmsSettings = {
    provider,
    tencent: {
      secretId: envValue(env.TENCENT_SMS_SECRET_ID),
      secretKey: envValue(env.TENCENT_SMS_SECRET_KEY),
      sdkAppId: envValue(env.TENCENT_SMS_SDK_APP_ID),
      signName: envValue(env.TENCENT_SMS_SIGN_NAME),
      templateId: envValue(env.TENCENT_SMS_TEMPLATE_ID),
      templateParams: templateParamsFrom(env.TENCENT_SMS_TEMPLATE_PARAMS),
      region: envValue(env.TENCENT_SMS_REGION) ?? TENCENT_SMS_DEFAULT_REGION,
      endpoint: (envValue(env.TENCENT_SMS_ENDPOINT) ?? TENCENT_SMS_ENDPOINT).replace(/\/+$/, ''),
      timeoutMs,
    },
  };
  // Production lists what is missing among its other problems (smsProductionProblems); elsewhere a
  // half-configured gateway stops the start here rather than failing the first user who asks for a code.
  const missing = tencentSmsMissing(settings.tencent);
  if (missing.length > 0 && env.NODE_ENV !== 'production') throw new Error(missing.join('; '));
  return settings;
}

/** What Tencent settings lack to send anything (any mode): without these the provider cannot start. */
export function tencentSmsMissing(settings: TencentSmsSettings): string[] {
  const required: [keyof TencentSmsSettings, string, string][] = [
    ['secretId', 'TENCENT_SMS_SECRET_ID', 'the API key id (SecretId)'],
    ['secretKey', 'TENCENT_SMS_SECRET_KEY', 'the API key secret (SecretKey)'],
    ['sdkAppId', 'TENCENT_SMS_SDK_APP_ID', 'the SMS application id (SmsSdkAppId)'],
    ['signName', 'TENCENT_SMS_SIGN_NAME', 'the approved signature (签名内容)'],
    ['templateId', 'TENCENT_SMS_TEMPLATE_ID', 'the approved verification-code template id'],
  ];
  return required
    .filter(([key]) => !settings[key])
    .map(([, name, what]) => `${name} must be set (${what}) for SMS_PROVIDER=tencent`);
}

/** Why these settings cannot serve real users; empty when they can. */
export function smsProductionProblems(settings: SmsSettings): string[] {
  if (settings.provider === 'dev')
    return [
      'SMS_PROVIDER=dev prints verification codes to the log: configure a real SMS gateway (SMS_PROVIDER=tencent)',
    ];
  const problems = tencentSmsMissing(settings.tencent);
  if (!settings.tencent.endpoint.startsWith('https://'))
    problems.push('TENCENT_SMS_ENDPOINT must be an https:// address in production');
  return problems;
}
