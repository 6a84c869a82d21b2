import { Info, PackageX, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { CreditGrant } from '@common/packs';
import { useT } from '@/lib/i18n/i18next';
import { usePaymentConfig } from '@/features/payments/use-payment-config';
import { usePaymentWords } from '@/features/payments/use-payment-words';
import { useUser } from '@/lib/use-user';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { usePacks } from '@/features/packs/api/use-packs';
import { PackBought } from '@/features/packs/components/pack-bought';
import { PackSummary } from '@/features/packs/components/pack-summary';
import { PacksFrame } from '@/features/packs/components/packs-frame';
import { PayForPack } from '@/features/packs/components/pay-for-pack';
import { packIdFrom } from '@/features/packs/lib/pack-id';

function NoSuchPack() {
  const { t } = useT('packs');
  return (
    <StatusPanel
      icon={PackageX}
      title={t('checkout.notFoundTitle')}
      action={
        <Button asChild>
          <Link href="/packs">{t('checkout.backToPacks')}</Link>
        </Button>
      }
    >
      {t('checkout.notFound')}
    </StatusPanel>
  );
}

function PackCheckout({ packId }: { packId: number }) {
  const { t } = useT('packs');
  usePaymentWords();
  const { user } = useUser();
  const packs = usePacks();
  const config = usePaymentConfig();
  const [bought, setBought] = useState<{ grant: CreditGrant; savedCard: boolean } | null>(null);

  if (bought) return <PackBought grant={bought.grant} savedCard={bought.savedCard} />;
  if (packs.isPending) return <Spinner label={t('checkout.loadingPack')} />;
  if (packs.isError) {
    return (
      <Alert className="space-y-3">
        <p className="font-semibold">{t('page.loadFailed')}</p>
        <Button size="sm" variant="outline" onClick={() => void packs.refetch()} disabled={packs.isFetching}>
          <RefreshCw className={packs.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          {t('page.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const pack = packs.data.find((p) => p.id === packId);
  if (!pack) return <NoSuchPack />;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-bold">{t('checkout.summary')}</h2>
        <div className="mt-4">
          <PackSummary pack={pack} />
        </div>
        <p className="mt-4 flex gap-2 text-sm text-slate-600">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {user?.role === 'PARENT' ? t('checkout.parentNote') : t('checkout.note')}
        </p>
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="mb-4 text-lg font-bold">{t('checkout.payment')}</h2>
        {config.data ? <PayForPack packId={pack.id} config={config.data} onBought={setBought} /> : <Spinner label={t('checkout.initializing')} />}
      </Card>
    </div>
  );
}

/**
 * /packs/:id/checkout (athletes and parents; the router sends visitors to log in and back): the
 * order summary and the card payment, then the credits bought.
 */
export default function PackCheckoutPage() {
  const packId = packIdFrom(useParams<{ id: string }>().id);
  return <PacksFrame>{packId === null ? <NoSuchPack /> : <PackCheckout packId={packId} />}</PacksFrame>;
}
