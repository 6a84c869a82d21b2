import { Tent } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { ComingSoon } from '@/features/pickup/components/coming-soon';

/** /camps: training camps are only a teaser (part 2: 3-5 days). */
export default function CampsPage() {
  const { t } = useT('openPlay');
  return (
    <ComingSoon
      page="camps"
      icon={Tent}
      title={t('camps.title')}
      lead={t('camps.lead')}
      highlights={[t('camps.highlight1'), t('camps.highlight2'), t('camps.highlight3')]}
    />
  );
}
