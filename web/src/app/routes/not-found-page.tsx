import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Card } from '@/ui/card';

export default function NotFoundPage() {
  const { t } = useT('notFound');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-16">
      <Card className="w-full p-8">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-8 text-red-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{t('title')}</h1>
        </div>
        <p className="mt-4 text-sm text-slate-700">{t('text')}</p>
        <Link href="/" className="mt-6 inline-block font-semibold text-brand-600 underline-offset-4 hover:underline">
          {t('home')}
        </Link>
      </Card>
    </div>
  );
}
