import { CalendarClock, Droplets, Mail, MessageCircleQuestion, Phone, Timer } from 'lucide-react';
import type { SiteInfo } from '@common/site';
import { useT } from '@/lib/i18n/i18next';
import { Card } from '@/ui/card';

const TIPS = [
  { icon: Mail, tip: 'email' },
  { icon: Timer, tip: 'arrive' },
  { icon: Droplets, tip: 'bring' },
  { icon: MessageCircleQuestion, tip: 'questions' },
] as const;

/** What to do before the session, the 24-hour reschedule rule, and how to reach us. */
export function WhatNext({ site }: { site: SiteInfo | undefined }) {
  const { t } = useT('bookingConfirmation');
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold">{t('next.heading')}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {TIPS.map(({ icon: Icon, tip }) => (
          <li key={tip} className="flex gap-3">
            <Icon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <span>{t(`next.tips.${tip}`)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-5 flex gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
        <CalendarClock className="size-5 shrink-0" aria-hidden="true" />
        <span>{t('next.reschedule')}</span>
      </p>
      <div className="mt-5 border-t border-slate-200 pt-4 text-sm">
        <h3 className="font-semibold">{t('next.helpHeading')}</h3>
        <p className="mt-1 text-slate-700">{t('next.help')}</p>
        {site && (
          <ul className="mt-2 space-y-1">
            <li>
              <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline">
                <Phone className="size-4" aria-hidden="true" /> {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline">
                <Mail className="size-4" aria-hidden="true" /> {site.email}
              </a>
            </li>
          </ul>
        )}
      </div>
    </Card>
  );
}
