import type { FastifyBaseLogger } from 'fastify';

/** How long a verification code works: the accounts area stores it so, and the texts name it in minutes. */
export const SMS_TTL_MS = 5 * 60_000;

export interface SmsMessage {
  phone: string;
  code: string;
  scene: string;
}

/** Sends verification codes. A real gateway implements this; development logs the code. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** The only place an SMS code may be logged: development has no gateway. */
export class DevSmsProvider implements SmsProvider {
  #log: FastifyBaseLogger;
  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }
  async send({ phone, code, scene }: SmsMessage): Promise<void> {
    this.#log.info({ phone, scene, smsCode: code }, 'dev sms provider: verification code');
  }
}

/** Keeps sent messages in memory; tests read codes from it. */
export class MemorySmsProvider implements SmsProvider {
  readonly sent: SmsMessage[] = [];
  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }
  lastCode(phone: string): string | undefined {
    return this.sent.findLast((m) => m.phone === phone)?.code;
  }
}
