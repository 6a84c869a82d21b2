import { useT } from '@/lib/i18n/i18next';

/** The sports the facility trains, said in the reader's language; any other name staff wrote is shown as written. */
const KNOWN = ['Basketball', 'Soccer', 'Football', 'Flag Football', 'Volleyball', 'Baseball', 'Track'] as const;
type Known = (typeof KNOWN)[number];

export function useSportLabel(): (sport: string | null) => string {
  const { t } = useT('library');
  return (sport) => (sport === null ? t('card.everySport') : KNOWN.includes(sport as Known) ? t(`sports.${sport as Known}`) : sport);
}
