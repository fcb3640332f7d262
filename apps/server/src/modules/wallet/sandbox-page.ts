import { fenToYuan } from './packages.ts';

/** The sandbox provider's checkout page: plain HTML forms, no script, so it works under any CSP. */
export type SandboxPageOrder = {
  orderNo: string;
  /** The order's capability, carried into the confirm and cancel forms. */
  token: string;
  title: string;
  priceFen: number;
  /** pending | paid | closed | expired */
  status: string;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{margin:0;font-family:"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",system-ui,sans-serif;background:#f5f6f8;color:#1f2329}
main{max-width:420px;margin:0 auto;padding:32px 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.06);padding:24px}
h1{font-size:18px;margin:0 0 4px}.tip{color:#8a9099;font-size:13px;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:10px 16px;margin:0 0 24px}dt{color:#8a9099}dd{margin:0;text-align:right}
.amount{font-size:28px;font-weight:700;color:#ff5a36}
button,a.btn{display:block;box-sizing:border-box;width:100%;min-height:44px;border:0;border-radius:22px;font-size:16px;margin-top:12px;text-align:center;text-decoration:none;line-height:44px;cursor:pointer}
.pay{background:#1677ff;color:#fff}.cancel{background:#eef0f3;color:#1f2329}`;

function layout(body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>沙箱支付</title><style>${STYLE}</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

export function renderSandboxPage(order: SandboxPageOrder): string {
  const no = escapeHtml(order.orderNo);
  const back = `/recharge?orderNo=${encodeURIComponent(order.orderNo)}`;
  const details = `<dl><dt>商品</dt><dd>${escapeHtml(order.title)}</dd><dt>订单号</dt><dd>${no}</dd>
<dt>订单金额</dt><dd class="amount">¥${fenToYuan(order.priceFen)}</dd></dl>`;
  if (order.status !== 'pending') {
    const text: Record<string, string> = { paid: '订单已支付', closed: '订单已取消', expired: '订单已过期' };
    return layout(`<h1>${text[order.status] ?? '订单不可支付'}</h1><p class="tip">沙箱支付（测试环境，不会产生真实扣款）</p>
${details}<a class="btn cancel" href="${escapeHtml(back)}">返回充值</a>`);
  }
  const q = `?token=${encodeURIComponent(order.token)}`;
  return layout(`<h1>确认付款</h1><p class="tip">沙箱支付（测试环境，不会产生真实扣款）</p>${details}
<form method="post" action="/pay/sandbox/${encodeURIComponent(order.orderNo)}/confirm${escapeHtml(q)}"><button class="pay" type="submit">确认支付</button></form>
<form method="post" action="/pay/sandbox/${encodeURIComponent(order.orderNo)}/cancel${escapeHtml(q)}"><button class="cancel" type="submit">取消</button></form>`);
}

export function renderSandboxMissing(): string {
  return layout('<h1>订单不存在</h1><a class="btn cancel" href="/recharge">返回充值</a>');
}

/** A pay address without the order's capability (typed by hand, or another order's). */
export function renderSandboxDenied(): string {
  return layout(
    '<h1>支付链接无效</h1><p class="tip">请从充值页面重新发起支付</p><a class="btn cancel" href="/recharge">返回充值</a>',
  );
}
