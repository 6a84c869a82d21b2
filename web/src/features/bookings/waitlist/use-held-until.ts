import { useT } from '@/lib/i18n/i18next';
import { heldUntilParts } from './waitlist';

/** Words for when an offered place stops being held ("3:45 PM" / "las 3:45 p.m."), for any namespace's sentence. */
export function useHeldUntil() {
  const { t, language } = useT('waitlist');
  return (iso: string | null) => {
    if (!iso) return '';
    const { time, day } = heldUntilParts(iso, language, new Date());
    return day ? t('until.day', { day, time }) : t('until.today', { time });
  };
}
