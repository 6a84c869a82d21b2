import { SPORTS, type Sport } from '@common/sports';
import { useT } from '@/lib/i18n/i18next';

/** A sport in the reader's language (the sports the forms offer); any other name is shown as written. */
export function useSportLabel(): (sport: string | null) => string {
  const { t } = useT('library');
  return (sport) => (sport === null ? t('card.everySport') : SPORTS.includes(sport as Sport) ? t(`sports.${sport as Sport}`) : sport);
}
