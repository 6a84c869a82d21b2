import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { facilityDay } from '@/lib/format-time';
import type { Language } from '@/lib/i18n/language';

const locale = (language: Language) => (language === 'es' ? es : undefined);

/** An instant (ISO) as a short date with time: "Mar 2, 2026, 5:30 PM" / "2 mar 2026, 17:30". */
export const formatDateTime = (iso: string, language: Language) => format(parseISO(iso), 'PP, p', { locale: locale(language) });

/** An instant (ISO) as a date: "Mar 2, 2026" / "2 mar 2026". */
export const formatDate = (iso: string, language: Language) => format(parseISO(iso), 'PP', { locale: locale(language) });

/** A facility-local day ("2026-03-02") in full: "Monday, March 2nd, 2026" / "lunes, 2 de marzo de 2026". */
export const formatDay = (day: string, language: Language) => format(facilityDay(day), 'PPPP', { locale: locale(language) });
