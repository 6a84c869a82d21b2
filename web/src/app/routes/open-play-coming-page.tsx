import { Volleyball } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { ComingSoon } from '@/features/pickup/components/coming-soon';

/** /open-play: open play games are a Coming Soon page; the pickup games that already run are one link away. */
export default function OpenPlayComingPage() {
  const { t } = useT('openPlay');
  return (
    <ComingSoon
      page="openPlay"
      icon={Volleyball}
      title={t('coming.title')}
      lead={t('coming.lead')}
      highlights={[t('coming.highlight1'), t('coming.highlight2'), t('coming.highlight3')]}
      extra={
        <p>
          {t('coming.cantWait')}{' '}
          <Link href="/free-play" className="font-semibold text-white underline underline-offset-2 hover:text-brand-500">
            {t('coming.seeGames')}
          </Link>
        </p>
      }
    />
  );
}
