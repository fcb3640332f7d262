import { randomBytes } from 'node:crypto';
import type { PaidNotice } from './orders.ts';
import { sandboxPayToken, signFields, timestampFresh, verifyFields } from './signing.ts';

/** What the provider needs to take payment for one order. */
export type PayableOrder = {
  orderNo: string;
  amountFen: number;
  /** Shown on the provider's page, e.g. 330 X钻. */
  subject: string;
  /** ISO time after which the order can no longer be paid. */
  expireAt: string;
};

/** A provider's answer to "was this order paid?": a vouched-for notice, closed, or nothing (yet). */
export type QueryAnswer = { paid: PaidNotice } | { closed: true } | null;

export type RefundAnswer = { refundedFen: number; tradeNo: string };

/**
 * A provider's stated refusal of a refund: it answered, and no money moved. Any other failure of
 * `refund` (unreachable, an answer that cannot be read) leaves it unknown whether money moved.
 */
export class RefundRefused extends Error {
  override readonly name = 'RefundRefused';
}

/**
 * What a payment company does for us: tell the client where to pay, and vouch for paid notices. Each
 * adapter verifies its own notices (signature, freshness) and hands `markPaid` a PaidNotice; crediting,
 * nonce bookkeeping and refusals are the same for every provider (orders.ts).
 */
export interface PaymentProvider {
  readonly name: string;
  /** Where the user pays: a page of ours (sandbox) or the provider's signed address. */
  payUrl(order: PayableOrder): string;
  /** Asks the provider about an order whose notice never came; absent where nobody can be asked. */
  query?(orderNo: string): Promise<QueryAnswer>;
  /**
   * Gives money back for a paid order (an operator's action). The same order and amount sent again is
   * the same refund, never a second one. Throws RefundRefused when the provider refuses it.
   */
  refund?(orderNo: string, amountFen: number, reason: string): Promise<RefundAnswer>;
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

/** Why a sandbox callback is not vouched for (the route answers NoticeRefusals for each). */
export type CallbackVerdict = { notice: PaidNotice } | { refused: 'signature' | 'stale' };

/**
 * Built-in sandbox provider: the "payment page" is served by this server (/pay/sandbox/{orderNo}?token=…)
 * and the confirm button delivers a callback signed with the payment secret, exactly like a real provider
 * would. The page's address carries a capability, so only the order's owner (who got payUrl) can pay it.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  payUrl(order: Pick<PayableOrder, 'orderNo'>): string {
    const token = sandboxPayToken(order.orderNo, this.#secret);
    return `/pay/sandbox/${encodeURIComponent(order.orderNo)}?token=${token}`;
  }

  /** No money was taken in the sandbox: a refund is acknowledged, once per order like a real provider's. */
  async refund(orderNo: string, amountFen: number): Promise<RefundAnswer> {
    return { refundedFen: amountFen, tradeNo: `SBR${orderNo}` };
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

  /** Checks a callback's signature (every field, the nonce included) and that it was signed recently. */
  parseCallback(fields: Record<string, unknown>, now: Date): CallbackVerdict {
    const flat: Record<string, string> = {};
    for (const [k, v] of Object.entries(fields)) {
      if (typeof v === 'string' || typeof v === 'number') flat[k] = String(v);
    }
    if (!verifyFields(flat, this.#secret)) return { refused: 'signature' };
    const amountFen = Number(flat.amount);
    const timestamp = Number(flat.timestamp);
    if (
      flat.status !== 'SUCCESS' ||
      !flat.orderNo ||
      !flat.tradeNo ||
      !flat.nonce ||
      !Number.isSafeInteger(amountFen) ||
      !Number.isSafeInteger(timestamp)
    )
      return { refused: 'signature' };
    if (!timestampFresh(timestamp, now)) return { refused: 'stale' };
    return {
      notice: {
        provider: this.name,
        orderNo: flat.orderNo,
        amountFen,
        tradeNo: flat.tradeNo,
        nonce: flat.nonce,
        paidAt: null,
      },
    };
  }
}
