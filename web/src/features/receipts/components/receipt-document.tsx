import type { Receipt } from '@common/receipts';
import { instantLongDayIn } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { receiptText } from '../lib/receipt-text';

/**
 * The printable receipt (issue 29): the facility, the receipt's number and date, its rows, notes and
 * the refund policy, as it was issued, in the reader's language. On paper it fills the page without
 * its card's border and shadow (the app's header, footer and buttons are hidden by print styles).
 */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { t, language } = useT('receipts');
  const c = receipt.content;
  const text = receiptText(c, t, language);
  const f = c.facility;
  const day = (at: string) => instantLongDayIn(at, f.timeZone, language);
  return (
    <article
      aria-labelledby="receipt-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none"
      data-testid="receipt"
    >
      <header className="flex flex-col gap-4 border-b border-slate-200 pb-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-lg font-extrabold text-ink-900">{f.name}</p>
          <address className="mt-1 text-sm text-slate-600 not-italic">
            {f.address}
            <br />
            {[f.phone, f.email].filter(Boolean).join(' · ')}
          </address>
        </div>
        <div className="sm:text-right">
          <h1 id="receipt-heading" className="text-2xl font-extrabold tracking-tight text-ink-900">
            {text.heading}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{day(c.movedAt)}</p>
        </div>
      </header>
      <dl className="divide-y divide-slate-100">
        {text.rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="break-words text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      {text.notes.length > 0 && (
        <div className="mt-2 space-y-1 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 print:bg-transparent print:px-0">
          {text.notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      )}
      <section aria-labelledby="receipt-policy" className="mt-6 border-t border-slate-200 pt-4">
        <h2 id="receipt-policy" className="text-sm font-bold text-ink-900">
          {t('receipt.policy')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{text.policy}</p>
      </section>
      <footer className="mt-6 flex flex-wrap gap-x-6 gap-y-1 text-xs text-slate-600">
        <span>{t('receipt.issued', { date: day(c.issuedAt) })}</span>
        {receipt.emailedAt && <span>{t('receipt.emailed', { date: day(receipt.emailedAt) })}</span>}
      </footer>
    </article>
  );
}
