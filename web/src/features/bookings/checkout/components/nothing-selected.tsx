import { CalendarSearch } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';

/** Checkout opened without a program or session. */
export function NothingSelected({ failed = false }: { failed?: boolean }) {
  const { t } = useT('checkout');
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <CalendarSearch className="mx-auto size-10 text-brand-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{failed ? t('nothing.failedTitle') : t('nothing.title')}</h1>
      <p className="mt-2 text-slate-700">{failed ? t('nothing.failed') : t('nothing.text')}</p>
      <Button asChild className="mt-6">
        <Link href="/schedule">{t('nothing.schedule')}</Link>
      </Button>
    </Card>
  );
}
