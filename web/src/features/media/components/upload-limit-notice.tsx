import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';

/** The plan's monthly uploads are used up: the server's reason and the way to more. */
export function UploadLimitNotice({ message }: { message: string }) {
  const { t } = useT('media');
  return (
    <Alert tone="info">
      <p>{message}</p>
      <Link href="/subscription" className="mt-1 inline-flex items-center gap-1 font-semibold text-sky-950 underline underline-offset-2">
        {t('limit.seePlans')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Alert>
  );
}
