// A local stand-in for Alipay's open-platform gateway (gateway.do): checks the app's RSA2 request
// signatures, answers alipay.trade.query / alipay.trade.refund signed with its own test key pair, and
// builds the RSA2-signed asynchronous notifications Alipay would post. No network beyond 127.0.0.1.
import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTrade = {
  outTradeNo: string;
  totalAmount: string;
  subject: string;
  notifyUrl: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  tradeNo: string;
  payTime: string | null;
  refunds: string[];
};

export interface AlipayFake {
  gateway: string;
  appId: string;
  /** Alipay's public key, as the merchant configures it (bare base64 SPKI, as Alipay's console shows). */
  alipayPublicKey: string;
  /** The app's key pair (ALIPAY_PRIVATE_KEY is the PKCS#1 PEM; the fake checks requests with the public one). */
  appPrivateKey: string;
  trades: Map<string, FakeTrade>;
  /** Requests refused because their signature did not check out. */
  badRequests: number;
  /** Opens a payUrl the way the user's browser would: its signature is checked and the trade recorded. */
  open(payUrl: string): FakeTrade;
  /** The buyer pays: the trade is successful from now on (query says so). */
  pay(orderNo: string): FakeTrade;
  /** The notification Alipay posts for a trade, RSA2-signed (by `key`, Alipay's own unless given). */
  notification(orderNo: string, overrides?: Record<string, string>, key?: KeyObject): Record<string, string>;
  /** Sign gateway answers with another key from now on (a forged gateway). */
  signAnswersWith(key: KeyObject | null): void;
  close(): Promise<void>;
}

function signRsa2(content: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
}

/** Alipay's signing content: every parameter but the signature (and sign_type, for notifications), sorted. */
function content(params: Record<string, string>, drop: string[]): string {
  return Object.keys(params)
    .filter((k) => !drop.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

function alipayTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
}

export async function startAlipayFake(appId = '2021000000000001'): Promise<AlipayFake> {
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const trades = new Map<string, FakeTrade>();
  let answerKey: KeyObject = alipay.privateKey;
  let seq = 0;

  const requestSigned = (params: Record<string, string>) =>
    params.app_id === appId &&
    params.sign_type === 'RSA2' &&
    createVerify('RSA-SHA256')
      .update(content(params, ['sign']), 'utf8')
      .verify(app.publicKey, params.sign ?? '', 'base64');

  function answer(method: string, body: Record<string, unknown>): string {
    const json = JSON.stringify(body);
    return `{"${method.replaceAll('.', '_')}_response":${json},"sign":"${signRsa2(json, answerKey)}"}`;
  }

  function handle(params: Record<string, string>): string {
    const method = params.method ?? '';
    if (!requestSigned(params)) {
      fake.badRequests += 1;
      return answer(method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' });
    }
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const trade = trades.get(biz.out_trade_no ?? '');
    const missing = {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.TRADE_NOT_EXIST',
      sub_msg: '交易不存在',
    };
    if (method === 'alipay.trade.query') {
      if (!trade) return answer(method, missing);
      return answer(method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        trade_status: trade.status,
        total_amount: trade.totalAmount,
        ...(trade.payTime ? { send_pay_date: trade.payTime } : {}),
      });
    }
    if (method === 'alipay.trade.refund') {
      if (trade?.status !== 'TRADE_SUCCESS') return answer(method, missing);
      trade.refunds.push(biz.refund_amount ?? '');
      return answer(method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        refund_fee: biz.refund_amount,
        fund_change: 'Y',
      });
    }
    return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = Object.fromEntries([
        ...url.searchParams,
        ...new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      ]);
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(handle(params));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const fake: AlipayFake = {
    gateway: `http://127.0.0.1:${port}/gateway.do`,
    appId,
    alipayPublicKey: (alipay.publicKey.export({ type: 'spki', format: 'der' }) as Buffer).toString('base64'),
    appPrivateKey: app.privateKey.export({ type: 'pkcs1', format: 'pem' }) as string,
    trades,
    badRequests: 0,
    open(payUrl) {
      const url = new URL(payUrl);
      const params = Object.fromEntries(url.searchParams);
      if (`${url.origin}${url.pathname}` !== fake.gateway) throw new Error(`not the gateway: ${payUrl}`);
      if (params.method !== 'alipay.trade.wap.pay' || !requestSigned(params))
        throw new Error('payUrl is not a signed alipay.trade.wap.pay request');
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
      const known = trades.get(biz.out_trade_no ?? '');
      if (known) return known;
      seq += 1;
      const trade: FakeTrade = {
        outTradeNo: biz.out_trade_no ?? '',
        totalAmount: biz.total_amount ?? '',
        subject: biz.subject ?? '',
        notifyUrl: params.notify_url ?? '',
        status: 'WAIT_BUYER_PAY',
        tradeNo: `2026${String(seq).padStart(24, '0')}`,
        payTime: null,
        refunds: [],
      };
      trades.set(trade.outTradeNo, trade);
      return trade;
    },
    pay(orderNo) {
      const trade = trades.get(orderNo);
      if (!trade) throw new Error(`no trade ${orderNo}`);
      trade.status = 'TRADE_SUCCESS';
      trade.payTime = alipayTime(new Date());
      return trade;
    },
    notification(orderNo, overrides = {}, key = alipay.privateKey) {
      const trade = trades.get(orderNo);
      if (!trade) throw new Error(`no trade ${orderNo}`);
      seq += 1;
      const fields: Record<string, string> = {
        notify_time: alipayTime(new Date()),
        notify_type: 'trade_status_sync',
        notify_id: `2026notify${seq}${orderNo}`,
        app_id: appId,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        trade_status: trade.status,
        total_amount: trade.totalAmount,
        receipt_amount: trade.totalAmount,
        subject: trade.subject,
        gmt_create: alipayTime(new Date()),
        ...(trade.payTime ? { gmt_payment: trade.payTime } : {}),
        ...overrides,
      };
      return { ...fields, sign: signRsa2(content(fields, ['sign', 'sign_type']), key) };
    },
    signAnswersWith(key) {
      answerKey = key ?? alipay.privateKey;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
