import { Camera, Lock, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { Card } from '@/ui/card';

function Tip({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">{icon}</span>
      <div>
        <p className="text-sm font-semibold text-ink-900">{title}</p>
        <p className="text-sm text-slate-600">{children}</p>
      </div>
    </li>
  );
}

/** What makes a clip easy to analyse, and who can see it. */
export function UploadTips() {
  const { t } = useT('media');
  const icon = 'size-4';
  return (
    <Card className="h-fit p-5">
      <h2 className="text-base font-bold text-ink-900">{t('tips.title')}</h2>
      <ul className="mt-4 space-y-4">
        <Tip icon={<Camera className={icon} aria-hidden="true" />} title={t('tips.filmTitle')}>
          {t('tips.film')}
        </Tip>
        <Tip icon={<Sparkles className={icon} aria-hidden="true" />} title={t('tips.shortTitle')}>
          {t('tips.short')}
        </Tip>
        <Tip icon={<Lock className={icon} aria-hidden="true" />} title={t('tips.privateTitle')}>
          {t('tips.private')}
        </Tip>
      </ul>
    </Card>
  );
}
