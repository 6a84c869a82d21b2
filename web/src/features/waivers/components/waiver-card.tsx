import { FileSignature } from 'lucide-react';
import { useId } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { Card } from '@/ui/card';
import { WaiverSignPanel } from './waiver-sign-panel';

/** The account page's waiver (athletes): the current version and its signature, or the form to sign it (decision 043). */
export function WaiverCard() {
  const { t } = useT('waivers');
  const id = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id} className="space-y-3">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-ink-900">
          <FileSignature className="size-5 text-brand-600" aria-hidden="true" />
          {t('page.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('page.intro')}</p>
        <WaiverSignPanel />
      </section>
    </Card>
  );
}
