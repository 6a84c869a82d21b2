import { CalendarPlus, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { serverMessage } from '@/lib/api';
import { instantDate } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { useCalendarFeed, useCreateCalendarFeed, useStopCalendarFeed } from '../api/use-calendar-feed';

/**
 * The account page's calendar feed (issue 32): a secret address calendar apps subscribe to, with
 * the member's sessions (a parent's children's too) and pickup games. The address is shown once,
 * when made; a new one stops the old one.
 */
export function CalendarFeedCard({ forParent }: { forParent: boolean }) {
  const { t, language } = useT('reminders');
  const id = useId();
  const urlId = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const stop = useStopCalendarFeed();
  const [made, setMade] = useState<{ url: string; webcalUrl: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const make = async () => {
    setError(null);
    try {
      const answer = await create.mutateAsync();
      setMade({ url: answer.url, webcalUrl: answer.webcalUrl });
      toast({ title: answer.message });
    } catch (err) {
      setError(serverMessage(err, t('calendar.failed')));
    }
  };
  const end = async () => {
    setError(null);
    try {
      toast({ title: (await stop.mutateAsync()).message });
      setMade(null);
    } catch (err) {
      setError(serverMessage(err, t('calendar.failed')));
    }
  };
  const copy = async () => {
    if (!made) return;
    await navigator.clipboard?.writeText(made.url).catch(() => undefined);
    toast({ title: t('calendar.copied') });
  };

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id} className="space-y-4">
        <div>
          <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-ink-900">
            <CalendarPlus className="size-5 text-brand-600" aria-hidden="true" />
            {t('calendar.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{forParent ? t('calendar.descriptionParent') : t('calendar.description')}</p>
        </div>
        {error && <Alert>{error}</Alert>}
        {feed.isPending ? (
          <Spinner label={t('calendar.loading')} />
        ) : made ? (
          <div className="space-y-3">
            <label htmlFor={urlId} className="block text-sm font-medium text-ink-900">
              {t('calendar.address')}
            </label>
            <div className="flex gap-2">
              <Input id={urlId} readOnly value={made.url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
              <Button type="button" variant="outline" onClick={() => void copy()} aria-label={t('calendar.copy')}>
                <Copy className="size-4" aria-hidden="true" />
              </Button>
            </div>
            <p className="text-xs text-slate-600">{t('calendar.onlyOnce')}</p>
            <Button asChild size="sm">
              <a href={made.webcalUrl}>{t('calendar.open')}</a>
            </Button>
          </div>
        ) : feed.data?.active ? (
          <p className="text-sm text-slate-700">{t('calendar.active', { date: instantDate(feed.data.createdAt!, language) })}</p>
        ) : null}
        {!feed.isPending && (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant={feed.data?.active ? 'outline' : 'primary'} size="sm" onClick={() => void make()} disabled={create.isPending}>
              {feed.data?.active ? t('calendar.renew') : t('calendar.create')}
            </Button>
            {feed.data?.active && (
              <Button type="button" variant="outline" size="sm" onClick={() => void end()} disabled={stop.isPending}>
                {t('calendar.stop')}
              </Button>
            )}
          </div>
        )}
        {feed.data?.active && !made && <p className="text-xs text-slate-600">{t('calendar.renewHint')}</p>}
      </section>
    </Card>
  );
}
