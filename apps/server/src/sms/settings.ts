/** Which SMS gateway sends verification codes, from the environment (`SMS_PROVIDER`). */
export type SmsSettings = { provider: 'dev' };

export function smsSettingsFrom(env: NodeJS.ProcessEnv): SmsSettings {
  const provider = env.SMS_PROVIDER || 'dev';
  if (provider !== 'dev') throw new Error(`SMS_PROVIDER=${provider} is not a known SMS provider (dev)`);
  return { provider };
}

/** Why these settings cannot serve real users; empty when they can. */
export function smsProductionProblems(settings: SmsSettings): string[] {
  return settings.provider === 'dev'
    ? ['SMS_PROVIDER=dev prints verification codes to the log: configure a real SMS gateway']
    : [];
}
