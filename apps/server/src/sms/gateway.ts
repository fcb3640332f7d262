import type { FastifyBaseLogger } from 'fastify';
import { AppError, BusinessCode } from '../http/answer.ts';
import { DevSmsProvider, type SmsMessage, type SmsProvider } from './provider.ts';
import type { SmsSettings } from './settings.ts';
import { TencentSmsProvider } from './tencent.ts';

/** A business refusal: any other refusal, with a message. */
export const SMS_SEND_FAILED = BusinessCode.Refused;
export const smsSendFailed = () => new AppError(SMS_SEND_FAILED, '短信发送失败，请稍后再试');

/** 13812345678 -> 138****5678: enough to tell numbers apart in the log. */
export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/**
 * A real gateway as the accounts area sees it: a send the gateway did not take (error answer, timeout)
 * answers the user `短信发送失败，请稍后再试` instead of a 500 (and the accounts area kills the code it
 * just stored, sms-codes.ts issueCode, so nobody can use a code that never reached its owner). The log says why, with
 * the gateway's own error code, never the code, the key or the request's signature.
 */
export class SmsGatewaySender implements SmsProvider {
  readonly #gateway: SmsProvider;
  readonly #log: FastifyBaseLogger;

  constructor(gateway: SmsProvider, log: FastifyBaseLogger) {
    this.#gateway = gateway;
    this.#log = log;
  }

  async send(message: SmsMessage): Promise<void> {
    try {
      await this.#gateway.send(message);
    } catch (err) {
      const { phone, scene } = message;
      const reason = err instanceof Error ? err.message : String(err);
      this.#log.warn({ phone: maskPhone(phone), scene, reason }, 'sms gateway did not send the code');
      throw smsSendFailed();
    }
  }
}

/** The provider config.sms names: the development one (logs codes) or a real gateway. */
export function smsProviderFor(settings: SmsSettings, log: FastifyBaseLogger): SmsProvider {
  if (settings.provider === 'dev') return new DevSmsProvider(log);
  return new SmsGatewaySender(new TencentSmsProvider(settings.tencent), log);
}
