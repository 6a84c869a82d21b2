import { Inbox, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { PageIntro } from '@/ui/page-intro';
import { StatusPage } from '@/ui/status-page';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { useOutbox, useSmsOutbox } from '@/features/outbox/api/use-outbox';
import { OutboxMessage } from '@/features/outbox/components/outbox-message';
import { filterOutbox } from '@/features/outbox/lib/outbox';

/** /dev/outbox (staff): the e-mails the local outbox holds when no SMTP server is configured, and the text messages when no Twilio account is (decision 061). */
export default function OutboxPage() {
  const { user, isLoading } = useUser();
  const { t } = useT('outbox');
  const isStaff = user?.role === 'COACH' && user.isStaff;
  const outbox = useOutbox({ enabled: isStaff });
  const sms = useSmsOutbox({ enabled: isStaff });
  const [recipient, setRecipient] = useState('');
  const filterId = useId();

  if (isLoading) return <Spinner label={t('loading')} />;
  if (!isStaff) {
    return (
      <StatusPage icon={ShieldAlert} title={t('restricted.title')} href="/" linkText={t('restricted.home')} quiet>
        {t('restricted.text')}
      </StatusPage>
    );
  }

  const mails = filterOutbox(outbox.data ?? [], recipient);
  const texts = filterOutbox(
    (sms.data ?? []).map((m) => ({ ...m, subject: t('textSubject'), text: m.body })),
    recipient,
  );
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} width="max-w-4xl">
        {t('intro')}
      </PageIntro>
      <div className="mx-auto max-w-4xl space-y-4 px-4 py-8">
        <div className="space-y-1.5">
          <label htmlFor={filterId} className="block text-sm font-medium text-ink-900">
            {t('filter')}
          </label>
          <Input
            id={filterId}
            type="search"
            placeholder={t('filterPlaceholder')}
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
            className="sm:max-w-sm"
          />
        </div>
        <h2 className="pt-2 text-xl font-bold text-ink-900">{t('mailsHeading')}</h2>
        {outbox.isPending ? (
          <div className="py-10 text-center">
            <Spinner label={t('loadingMessages')} />
          </div>
        ) : outbox.isError ? (
          <StatusPanel
            icon={Inbox}
            tone="error"
            title={t('loadFailed')}
            action={
              <Button variant="outline" onClick={() => void outbox.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : mails.length === 0 ? (
          <StatusPanel icon={Inbox} title={recipient ? t('noMatch') : t('empty')} />
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('count', { count: mails.length })}
            </p>
            <ul className="space-y-3">
              {mails.map((m) => (
                <OutboxMessage key={m.id} mail={m} />
              ))}
            </ul>
          </>
        )}
        <section aria-labelledby={`${filterId}-texts`} className="space-y-3 pt-6" data-testid="sms-outbox">
          <h2 id={`${filterId}-texts`} className="text-xl font-bold text-ink-900">
            {t('textsHeading')}
          </h2>
          {sms.isPending ? (
            <Spinner label={t('loadingMessages')} />
          ) : sms.isError ? (
            <StatusPanel
              icon={Inbox}
              tone="error"
              title={t('loadFailed')}
              action={
                <Button variant="outline" onClick={() => void sms.refetch()}>
                  {t('retry')}
                </Button>
              }
            />
          ) : texts.length === 0 ? (
            <p className="text-sm text-slate-600">{recipient ? t('noMatch') : t('textsEmpty')}</p>
          ) : (
            <ul className="space-y-3">
              {texts.map((m) => (
                <OutboxMessage key={m.id} mail={m} kind="sms" />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
