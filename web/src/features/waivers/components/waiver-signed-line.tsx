import type { SignatureSummary } from '@common/waivers';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { instantDateIn } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';

/** "Waiver: signed v3 on Mar 3, 2027 by Casey Morgan (parent or guardian)", the date on the facility's calendar. */
export function WaiverSignedLine({ signature }: { signature: SignatureSummary }) {
  const { t, language } = useT('waivers');
  const site = useSiteInfo();
  const date = instantDateIn(signature.signedAt, site.data?.timeZone ?? 'America/New_York', language);
  return (
    <span>
      {t('signedLine', { version: signature.version, date, name: signature.signerName })}
      {signature.signerRole === 'GUARDIAN' && ` ${t('signedAsGuardian')}`}
    </span>
  );
}
