import { CalendarPlus, MessageSquareText, Upload } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { QuickLinks } from '@/ui/quick-links';

/** Part 1, 2.6: the three quick actions. */
export function QuickActions() {
  const { t } = useT('dashboard');
  return (
    <QuickLinks
      id="quick-actions-heading"
      heading={t('quick.heading')}
      look="dark"
      links={[
        { label: t('quick.book'), text: t('quick.bookText'), href: '/schedule', icon: CalendarPlus },
        { label: t('quick.upload'), text: t('quick.uploadText'), href: '/media', icon: Upload },
        { label: t('quick.feedback'), text: t('quick.feedbackText'), href: '/media', icon: MessageSquareText },
      ]}
    />
  );
}
