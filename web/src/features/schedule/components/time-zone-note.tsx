import { Clock } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { useSiteInfo } from '@/features/site/api/use-site-info';

/** "Eastern Time" for "America/New_York", or the zone's id when the browser cannot name it. */
function zoneName(timeZone: string, language: string): string {
  try {
    const parts = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** Session times are the facility's wall clock (DESIGN section 6), whatever the visitor's zone. */
export function TimeZoneNote() {
  const { t, language } = useT('schedule');
  const { data: site } = useSiteInfo();
  return (
    <p className="mt-4 flex items-center gap-2 text-sm text-slate-300">
      <Clock className="size-4" aria-hidden="true" />
      {site ? t('timeZone', { zone: zoneName(site.timeZone, language) }) : t('timeZonePlain')}
    </p>
  );
}
