import { Receipt, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { receiptLabel, type StaffReceiptRow } from '@common/receipts';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { serverMessage } from '@/lib/api';
import { instantDateIn, money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast';
import { useResendReceipt } from '../api/use-resend-receipt';
import { useStaffReceipts } from '../api/use-staff-receipts';
import { itemText } from '../../lib/receipt-text';

/** Staff (issue 29): any receipt by number, payer e-mail or name, newest first, a page at a time; open it or e-mail it again. */
export function ReceiptsSection() {
  const { t } = useT('receipts');
  const { t: ts } = useT('staff');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const receipts = useStaffReceipts(q, page);
  const inputId = useId();
  const list = receipts.data?.receipts ?? [];
  const pages = receipts.data ? Math.max(1, Math.ceil(receipts.data.total / receipts.data.pageSize)) : 1;

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };
  const clear = () => {
    setTyped('');
    setQ('');
    setPage(1);
  };

  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader title={ts('sections.receipts')}>{t('staff.intro')}</SectionHeader>
      <form role="search" onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-ink-900">
            {t('staff.searchLabel')}
          </label>
          <Input
            id={inputId}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('staff.searchPlaceholder')}
            maxLength={200}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit">
            <Search className="size-4" aria-hidden="true" /> {t('staff.search')}
          </Button>
          {q && (
            <Button variant="outline" onClick={clear}>
              {t('staff.clear')}
            </Button>
          )}
        </div>
      </form>
      <QueryState
        query={receipts}
        what={t('staff.what')}
        empty={{ when: list.length === 0, icon: Receipt, title: t('staff.emptyTitle'), text: t('staff.emptyText') }}
      >
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('staff.results', { count: receipts.data?.total ?? 0 })}
        </p>
        <ol aria-label={t('staff.listLabel')} className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {list.map((r) => (
            <ReceiptRow key={r.number} receipt={r} />
          ))}
        </ol>
        {pages > 1 && (
          <nav aria-label={t('staff.pages')} className="flex items-center justify-between gap-3">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('staff.previous')}
            </Button>
            <span className="text-sm text-slate-700">{t('staff.page', { page, pages })}</span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('staff.next')}
            </Button>
          </nav>
        )}
      </QueryState>
    </section>
  );
}

function ReceiptRow({ receipt: r }: { receipt: StaffReceiptRow }) {
  const { t, language } = useT('receipts');
  const resend = useResendReceipt();
  const site = useSiteInfo();
  const timeZone = site.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const label = receiptLabel(r.number);
  const onResend = () =>
    resend.mutate(r.number, {
      onSuccess: (answer) => toast({ title: t('staff.resent'), description: answer.message }),
      onError: (err) => toast({ title: t('staff.resendFailed'), description: serverMessage(err, t('staff.resendFailed')), variant: 'error' }),
    });
  return (
    <li className="grid gap-3 px-4 py-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center" data-testid="staff-receipt">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-bold text-ink-900 tabular-nums">{label}</span>
          <Badge>{t(`receipt.titles.${r.kind}`)}</Badge>
          <span className="text-sm text-slate-600">{instantDateIn(r.createdAt, timeZone, language)}</span>
        </p>
        <p className="mt-1 text-sm break-words text-ink-900">{t('staff.payer', { name: r.payerName, email: r.payerEmail })}</p>
        <p className="text-sm break-words text-slate-600">
          {itemText(r.item, t, language, timeZone)}
          {r.athlete ? ` · ${r.athlete}` : ''}
        </p>
        <p className="mt-1 text-xs text-slate-600">
          {r.emailedAt ? t('staff.emailed', { date: instantDateIn(r.emailedAt, timeZone, language) }) : t('staff.notEmailed')}
        </p>
      </div>
      <div className="flex items-center gap-2 md:justify-end">
        <span className="mr-2 font-semibold text-ink-900 tabular-nums">
          {r.credits === null ? money(r.amountCents / 100, language) : t('history.credits', { count: r.credits })}
        </span>
        <Button asChild variant="outline" size="sm">
          <Link href={`/billing/receipts/${r.number}`} aria-label={t('staff.openFor', { label })}>
            {t('staff.open')}
          </Link>
        </Button>
        <Button variant="outline" size="sm" onClick={onResend} disabled={resend.isPending} aria-label={t('staff.resendFor', { label, email: r.payerEmail })}>
          {resend.isPending ? t('staff.resending') : t('staff.resend')}
        </Button>
      </div>
    </li>
  );
}
