import type { Language } from '@contracts/language';
import { formatMoney } from '@contracts/money';
import { t } from '@server/common/i18n/i18n';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The sandbox provider's checkout page: amount, order number, Pay and Fail buttons (no real money). */
export function sandboxCheckoutPage(p: {
  lang: Language;
  paymentId: string;
  orderNumber: string;
  amount: number;
  currency: string;
  pending: boolean;
  backUrl: string;
}): string {
  const tr = (k: 'amount' | 'back' | 'done' | 'fail' | 'hint' | 'order' | 'pay' | 'title') => esc(t(p.lang, `orders.checkout.${k}`));
  const action = `/api/v1/payments/sandbox/checkout/${encodeURIComponent(p.paymentId)}`;
  const buttons = p.pending
    ? `<button id="pay" data-testid="sandbox-pay" class="pay" data-outcome="pay">${tr('pay')}</button>
       <button id="fail" data-testid="sandbox-fail" class="fail" data-outcome="fail">${tr('fail')}</button>`
    : `<p class="done" data-testid="sandbox-done">${tr('done')}</p>`;
  return `<!doctype html>
<html lang="${p.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${tr('title')}</title>
<style>
body{font-family:system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;margin:0;background:#f5f5f5;color:#222}
main{max-width:420px;margin:0 auto;padding:24px 16px}
h1{font-size:20px;margin:0 0 4px}.hint{color:#888;font-size:13px;margin:0 0 20px}
.card{background:#fff;border-radius:12px;padding:16px;margin-bottom:20px}
.row{display:flex;justify-content:space-between;padding:6px 0}.amount{font-size:28px;font-weight:600;color:#FF3E05}
button{display:block;width:100%;padding:14px;border-radius:24px;border:0;font-size:16px;margin-bottom:12px;cursor:pointer}
.pay{background:#FF3E05;color:#fff}.fail{background:#fff;color:#555;border:1px solid #ddd}
a{display:block;text-align:center;color:#FF3E05;margin-top:8px}.done{text-align:center;color:#555}
</style></head>
<body><main>
<h1>${tr('title')}</h1><p class="hint">${tr('hint')}</p>
<div class="card">
<div class="row"><span>${tr('order')}</span><span data-testid="sandbox-order">${esc(p.orderNumber)}</span></div>
<div class="row"><span>${tr('amount')}</span><span class="amount" data-testid="sandbox-amount">${esc(formatMoney(p.amount, p.currency))}</span></div>
</div>
${buttons}
<a href="${esc(p.backUrl)}" data-testid="sandbox-back">${tr('back')}</a>
</main>
<script>
document.querySelectorAll('button[data-outcome]').forEach(function (b) {
  b.addEventListener('click', function () {
    document.querySelectorAll('button').forEach(function (x) { x.disabled = true; });
    fetch(${JSON.stringify(action)} + '/' + b.dataset.outcome, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      .then(function (r) { return r.json(); })
      .then(function (j) { location.href = (j.data && j.data.redirect) || ${JSON.stringify(p.backUrl)}; })
      .catch(function () { location.href = ${JSON.stringify(p.backUrl)}; });
  });
});
</script>
</body></html>`;
}
