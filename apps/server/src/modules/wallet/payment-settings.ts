/** Which payment provider takes money, from the environment (`PAYMENT_PROVIDER`). */
export type PaymentSettings = { provider: 'sandbox' };

export function paymentSettingsFrom(env: NodeJS.ProcessEnv): PaymentSettings {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider !== 'sandbox')
    throw new Error(`PAYMENT_PROVIDER=${provider} is not a known payment provider (sandbox)`);
  return { provider };
}

/** Why these settings cannot take real money; empty when they can. */
export function paymentProductionProblems(settings: PaymentSettings): string[] {
  return settings.provider === 'sandbox'
    ? ['PAYMENT_PROVIDER=sandbox lets anyone mark orders paid: configure a real payment provider']
    : [];
}
