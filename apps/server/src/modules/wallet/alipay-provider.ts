import { AlipaySdk } from 'alipay-sdk';
import type { PaidNotice } from './orders.ts';
import { fenToYuan } from './packages.ts';
import {
  type PayableOrder,
  type PaymentProvider,
  type QueryAnswer,
  type RefundAnswer,
  RefundRefused,
} from './payment-provider.ts';
import type { AlipaySettings } from './payment-settings.ts';

/** Where Alipay posts asynchronous notifications, under the portal prefix. */
export const ALIPAY_NOTIFY_PATH = '/order/notify/alipay';
/** Where Alipay sends the user back after paying (or quitting); it asks Alipay, then shows /recharge. */
export const ALIPAY_RETURN_PATH = '/pay/alipay/return';

/** Trade states that mean the money was taken (TRADE_FINISHED: paid and no longer refundable). */
const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
const SUCCESS_CODE = '10000';
const BUSINESS_FAILURE = '40004';

/** Alipay writes times as `yyyy-MM-dd HH:mm:ss` in Beijing time. */
export function toAlipayTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
}

export function fromAlipayTime(text: unknown): Date | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const date = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `6.00` → 600; anything but a plain amount in yuan with at most two decimals is null. */
export function yuanToFen(text: unknown): number | null {
  const m = typeof text === 'string' ? /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text) : null;
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

/** What an asynchronous notification says, once its RSA2 signature checks out. */
export type AlipayNotification =
  | { notice: PaidNotice }
  | { closed: string }
  | { ignored: true }
  | { refused: 'signature' };

type Required2<T> = { [K in keyof T]-?: NonNullable<T[K]> };

/**
 * Alipay mobile-web payment (alipay.trade.wap.pay) through Alipay's official SDK: the pay address is the
 * signed gateway URL, notifications are RSA2-signed by Alipay (checked with Alipay's public key), an
 * order whose notification never came is asked for (alipay.trade.query), and refunds go through
 * alipay.trade.refund. Every gateway answer's signature is checked too (validateSign).
 */
export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay';
  readonly #sdk: AlipaySdk;
  readonly #appId: string;
  readonly #publicUrl: string;

  constructor(settings: Required2<Omit<AlipaySettings, 'publicUrl'>> & { publicUrl: string }) {
    this.#appId = settings.appId;
    this.#publicUrl = settings.publicUrl;
    this.#sdk = new AlipaySdk({
      appId: settings.appId,
      privateKey: settings.privateKey,
      keyType: 'PKCS8',
      alipayPublicKey: settings.alipayPublicKey,
      gateway: settings.gateway,
      signType: 'RSA2',
    });
  }

  payUrl(order: PayableOrder): string {
    const back = `${this.#publicUrl}${ALIPAY_RETURN_PATH}?orderNo=${encodeURIComponent(order.orderNo)}`;
    return this.#sdk.pageExec('alipay.trade.wap.pay', 'GET', {
      bizContent: {
        outTradeNo: order.orderNo,
        totalAmount: fenToYuan(order.amountFen),
        subject: order.subject,
        productCode: 'QUICK_WAP_WAY',
        // Alipay stops taking money when the order stops being payable here.
        timeExpire: toAlipayTime(new Date(order.expireAt)),
        quitUrl: back,
      },
      notifyUrl: `${this.#publicUrl}/portal${ALIPAY_NOTIFY_PATH}`,
      returnUrl: back,
    });
  }

  /** Checks a notification's RSA2 signature (raw values: the body is already decoded) and that it is ours. */
  parseNotification(fields: Record<string, string>): AlipayNotification {
    if (!this.#sdk.checkNotifySignV2(fields) || fields.app_id !== this.#appId)
      return { refused: 'signature' };
    const orderNo = fields.out_trade_no;
    if (!orderNo) return { refused: 'signature' };
    if (fields.trade_status === 'TRADE_CLOSED') return { closed: orderNo };
    if (!PAID_STATES.has(fields.trade_status ?? '')) return { ignored: true };
    const amountFen = yuanToFen(fields.total_amount);
    if (amountFen === null || !fields.trade_no || !fields.notify_id) return { refused: 'signature' };
    return {
      notice: {
        provider: this.name,
        orderNo,
        amountFen,
        tradeNo: fields.trade_no,
        nonce: fields.notify_id,
        paidAt: fromAlipayTime(fields.gmt_payment),
      },
    };
  }

  async query(orderNo: string): Promise<QueryAnswer> {
    const answer = await this.#sdk.exec(
      'alipay.trade.query',
      { bizContent: { outTradeNo: orderNo } },
      { validateSign: true },
    );
    if (answer.code !== SUCCESS_CODE || answer.outTradeNo !== orderNo) return null;
    if (answer.tradeStatus === 'TRADE_CLOSED') return { closed: true };
    const amountFen = yuanToFen(answer.totalAmount);
    if (!PAID_STATES.has(answer.tradeStatus) || amountFen === null || !answer.tradeNo) return null;
    return {
      paid: {
        provider: this.name,
        orderNo,
        amountFen,
        tradeNo: String(answer.tradeNo),
        nonce: null,
        paidAt: fromAlipayTime(answer.sendPayDate),
      },
    };
  }

  /** A full or partial refund; the same order refunded again under one request number is a no-op at Alipay. */
  async refund(orderNo: string, amountFen: number, reason: string): Promise<RefundAnswer> {
    const answer = await this.#sdk.exec(
      'alipay.trade.refund',
      {
        bizContent: {
          outTradeNo: orderNo,
          refundAmount: fenToYuan(amountFen),
          outRequestNo: `${orderNo}-refund-${amountFen}`,
          refundReason: reason,
        },
      },
      { validateSign: true },
    );
    const refundedFen = yuanToFen(answer.refundFee);
    const why = `${answer.subCode ?? answer.code} ${answer.subMsg ?? answer.msg}`;
    // 40004 is a business refusal (no money moved), except a system error Alipay asks to retry; any
    // other answer leaves the outcome unknown, and the same request number is sent again later.
    if (answer.code === BUSINESS_FAILURE && answer.subCode !== 'ACQ.SYSTEM_ERROR')
      throw new RefundRefused(`Alipay refused the refund of ${orderNo}: ${why}`);
    if (answer.code !== SUCCESS_CODE || refundedFen === null)
      throw new Error(`Alipay did not confirm the refund of ${orderNo}: ${why}`);
    return { refundedFen, tradeNo: String(answer.tradeNo) };
  }
}
