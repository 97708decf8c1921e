import { formatYuan, MSG, ORDER_STATUS_NAMES, type OrderStatus } from '@yuexue/contract';
import type { OrderRow } from '../orders/repo.js';
import { SANDBOX_PAGE_PATH } from '../../providers/payment/index.js';

const B = MSG.billing;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the sandbox QR opens: plain HTML (the site's CSP allows no inline script), unmistakably
 * marked as a test payment. A pending order shows a confirm form only when the buyer may confirm
 * (`selfConfirm`, a demo); otherwise it says the site has yet to confirm the payment.
 */
export function sandboxPage(
  order: OrderRow | undefined,
  selfConfirm: boolean,
  message?: string,
): string {
  const body = !order
    ? `<p class="msg">${escapeHtml(B.orderNotFound)}</p>`
    : `<dl>
  <dt>商品</dt><dd>${escapeHtml(order.productTitle)}</dd>
  <dt>金额</dt><dd class="amount">${formatYuan(order.amountFen / 100)}</dd>
  <dt>订单号</dt><dd>${escapeHtml(order.orderNo)}</dd>
  <dt>状态</dt><dd data-status="${order.status}">${ORDER_STATUS_NAMES[order.status as OrderStatus]}</dd>
</dl>
${message ? `<p class="msg">${escapeHtml(message)}</p>` : ''}
${
  order.status === 0 && !selfConfirm
    ? `<p class="msg" data-waiting>${escapeHtml(B.sandboxAwaitingSite)}</p>`
    : order.status === 0
      ? `<form method="post" action="${SANDBOX_PAGE_PATH}/${escapeHtml(encodeURIComponent(order.orderNo))}"><button type="submit">${escapeHtml(B.sandboxConfirm)}</button></form>`
      : order.status === 1
        ? `<p class="msg ok">${escapeHtml(B.sandboxPaid)}</p>`
        : `<p class="msg">${escapeHtml(B.orderExpired)}</p>`
}`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(B.sandboxTitle)}</title>
<style>
body{font-family:system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;margin:0;background:#f5f5f5;color:#222}
.banner{background:#d35400;color:#fff;padding:12px 16px;font-size:18px;font-weight:600;text-align:center}
main{max-width:420px;margin:16px auto;background:#fff;border-radius:8px;padding:16px 20px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
dl{display:grid;grid-template-columns:5em 1fr;gap:8px 12px}dt{color:#888}dd{margin:0;word-break:break-all}
.amount{font-size:22px;color:#c0392b;font-weight:600}.notice{color:#d35400}.msg{font-size:16px}.ok{color:#16a085}
button{width:100%;padding:12px;font-size:17px;border:0;border-radius:6px;background:#2e5366;color:#fff;cursor:pointer}
</style></head>
<body><div class="banner">${escapeHtml(B.sandboxTitle)}</div>
<main><p class="notice">${escapeHtml(B.sandboxNotice)}</p>
${body}
</main></body></html>`;
}
