import { randomBytes } from 'node:crypto';
import { signFields, verifyFields } from './signing.ts';

/** What a payment company does for us: tell the client where to pay, and vouch for paid notices. */
export interface PaymentProvider {
  readonly name: string;
  payUrl(orderNo: string): string;
  /** A verified notice from the provider's callback fields, or null when forged, tampered or not paid. */
  parseCallback(
    fields: Record<string, unknown>,
  ): { orderNo: string; amountFen: number; tradeNo: string } | null;
}

export type CallbackFields = {
  orderNo: string;
  amount: number;
  tradeNo: string;
  status: 'SUCCESS';
  timestamp: number;
  nonce: string;
  sign: string;
};

/**
 * Built-in sandbox provider: the "payment page" is served by this server (/pay/sandbox/{orderNo}) and
 * the confirm button delivers a callback signed with PAYMENT_SECRET, exactly like a real provider would.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  payUrl(orderNo: string): string {
    return `/pay/sandbox/${encodeURIComponent(orderNo)}`;
  }

  /** The callback the sandbox "payment company" sends when the user confirms. */
  signedCallback(orderNo: string, amountFen: number, now: Date): CallbackFields {
    const fields = {
      orderNo,
      amount: amountFen,
      tradeNo: `SB${now.getTime()}${randomBytes(4).toString('hex')}`,
      status: 'SUCCESS' as const,
      timestamp: now.getTime(),
      nonce: randomBytes(8).toString('hex'),
    };
    return { ...fields, sign: signFields(fields, this.#secret) };
  }

  parseCallback(fields: Record<string, unknown>) {
    const flat: Record<string, string> = {};
    for (const [k, v] of Object.entries(fields)) {
      if (typeof v === 'string' || typeof v === 'number') flat[k] = String(v);
    }
    if (!verifyFields(flat, this.#secret)) return null;
    const amountFen = Number(flat.amount);
    if (flat.status !== 'SUCCESS' || !flat.orderNo || !flat.tradeNo || !Number.isSafeInteger(amountFen))
      return null;
    return { orderNo: flat.orderNo, amountFen, tradeNo: flat.tradeNo };
  }
}
