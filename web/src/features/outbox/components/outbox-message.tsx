import { instantDateTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import type { OutboxMail } from '../api/use-outbox';
import { linkify } from '../lib/outbox';

/** One e-mail (or text message: `kind` 'sms', its subject "Text message"): subject, recipient, time, status and the text with clickable links. */
export function OutboxMessage({ mail, kind = 'mail' }: { mail: OutboxMail; kind?: 'mail' | 'sms' }) {
  const { t, language } = useT('outbox');
  const status =
    mail.status === 'PENDING' || mail.status === 'SENT' || mail.status === 'SENDING' || mail.status === 'FAILED' ? t(`status.${mail.status}`) : mail.status;
  return (
    <li>
      <article aria-labelledby={`${kind}-${mail.id}`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={`${kind}-${mail.id}`} className="min-w-0 font-bold break-words text-ink-900">
            {mail.subject}
          </h3>
          <Badge tone={mail.status === 'SENT' ? 'success' : 'secondary'}>{status}</Badge>
        </div>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <div className="flex min-w-0 gap-1">
            <dt>{t('to')}</dt>
            <dd className="font-medium break-all text-ink-900">{mail.to}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">{t('queued')}</dt>
            <dd>
              <time dateTime={mail.createdAt}>{instantDateTime(mail.createdAt, language)}</time>
            </dd>
          </div>
        </dl>
        <p className="mt-3 rounded-lg bg-slate-50 p-3 font-mono text-sm break-words whitespace-pre-wrap text-slate-800">
          {linkify(mail.text).map((part, i) =>
            part.kind === 'link' ? (
              <a key={i} href={part.value} className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {part.value}
              </a>
            ) : (
              <span key={i}>{part.value}</span>
            ),
          )}
        </p>
      </article>
    </li>
  );
}
