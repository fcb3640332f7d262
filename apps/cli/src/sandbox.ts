import { CliFailure } from './failure.js';

const TIMEOUT_MS = 30_000;

const decodeHtml = (text: string): string =>
  text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The action of the page's "确认支付" form (the one posting to .../confirm). */
export function confirmAction(html: string): string | undefined {
  for (const match of html.matchAll(/<form\b[^>]*>/gi)) {
    const action = /\saction="([^"]*)"/i.exec(match[0])?.[1];
    if (action && /\/confirm(?:$|\?)/.test(decodeHtml(action))) return decodeHtml(action);
  }
  return undefined;
}

/**
 * Pays a sandbox order the way a user's browser does: open the provider's page at payInfo's `payUrl`
 * (`/pay/sandbox/{orderNo}?token=…`, the order's capability), then submit its confirm form. The server answers with a 303 back to
 * `/recharge?orderNo=...&paid=1|0`, which says whether the signed callback credited the order.
 */
export async function confirmSandboxPayment(
  baseUrl: string,
  payUrl: string,
  orderNo: string,
): Promise<{ pageUrl: string }> {
  const pageUrl = new URL(payUrl, baseUrl).toString();
  const page = await fetch(pageUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!page.ok) throw new CliFailure(`沙箱支付页面打开失败（HTTP ${page.status}）：${pageUrl}`);
  const action = confirmAction(await page.text());
  if (!action) throw new CliFailure(`沙箱支付页面没有确认支付按钮（订单可能已支付或已过期）：${pageUrl}`);
  const submitted = await fetch(new URL(action, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const location = submitted.headers.get('location') ?? '';
  if (submitted.status < 300 || submitted.status >= 400) {
    throw new CliFailure(`沙箱确认支付失败（HTTP ${submitted.status}）`);
  }
  const paid = new URL(location, pageUrl).searchParams.get('paid');
  if (paid !== '1') throw new CliFailure(`沙箱支付未成功：订单 ${orderNo} 未到账`);
  return { pageUrl };
}
