import { FileSignature } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { SignatureSummary } from '@common/waivers';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { instantDateIn } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { useWaiver } from '../api/use-waiver';
import { waiverPagePath } from '../lib/waiver-required';

interface Child {
  id: number;
  firstName: string;
  lastName: string;
}

/** The parent's dashboard: each linked athlete's waiver ("Signed v3 on ... by ...", or a link to sign the current version). */
export function ParentWaiversCard({ athletes }: { athletes: Child[] }) {
  const { t } = useT('waivers');
  const id = useId();
  if (athletes.length === 0) return null;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id} className="space-y-3">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-ink-900">
          <FileSignature className="size-5 text-brand-600" aria-hidden="true" />
          {t('parentCard.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('parentCard.intro')}</p>
        <ul className="divide-y divide-slate-100">
          {athletes.map((a) => (
            <ChildWaiver key={a.id} athlete={a} />
          ))}
        </ul>
      </section>
    </Card>
  );
}

function ChildWaiver({ athlete }: { athlete: Child }) {
  const { t } = useT('waivers');
  const waiver = useWaiver(athlete.id);
  const name = `${athlete.firstName} ${athlete.lastName}`;
  const status = waiver.data;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">{name}</p>
        {status?.signed ? (
          <SignedBy signature={status.signed} />
        ) : status && !status.cannotSign ? (
          <Badge tone="warning">{t('parentCard.needsSigning', { version: status.version.version })}</Badge>
        ) : status?.cannotSign ? (
          <p className="text-sm text-slate-600">{status.cannotSign.message}</p>
        ) : null}
      </div>
      {status && !status.signed && status.signAs && (
        <Button asChild size="sm">
          <Link href={waiverPagePath(athlete.id, '/dashboard')}>{t('parentCard.sign', { name: athlete.firstName })}</Link>
        </Button>
      )}
    </li>
  );
}

function SignedBy({ signature }: { signature: SignatureSummary }) {
  const { t, language } = useT('waivers');
  const site = useSiteInfo();
  const date = instantDateIn(signature.signedAt, site.data?.timeZone ?? 'America/New_York', language);
  return <p className="text-sm text-slate-700">{t('parentCard.signedBy', { version: signature.version, date, signer: signature.signerName })}</p>;
}
