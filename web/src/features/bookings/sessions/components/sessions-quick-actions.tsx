import { CalendarPlus, Trophy, Upload } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { QuickLinks } from '@/ui/quick-links';

/** Part 1, 2.10: quick actions to the schedule, media and achievements. */
export function SessionsQuickActions() {
  const { t } = useT('sessions');
  return (
    <QuickLinks
      id="sessions-actions-heading"
      heading={t('quick.heading')}
      look="light"
      links={[
        { label: t('quick.book'), href: '/schedule', icon: CalendarPlus },
        { label: t('quick.upload'), href: '/media', icon: Upload },
        { label: t('quick.achievements'), href: '/achievements', icon: Trophy },
      ]}
    />
  );
}
