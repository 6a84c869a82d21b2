import { Download, FileLock2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { EXPORT_FILE_NAME } from '@common/account-data';
import { accountApi } from '@common/account';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { AccountSection } from './account-section';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Your data: download everything the account holds (GET /api/account/export), or delete the account (after a confirmation). */
export function YourData() {
  const { t } = useT('account');
  const [confirming, setConfirming] = useState(false);
  return (
    <AccountSection icon={FileLock2} title={t('data.title')} description={t('data.description')}>
      <div className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-sm text-sm text-slate-700">{t('data.downloadText')}</p>
          <Button asChild variant="outline">
            <a href={accountApi.export.path} download={EXPORT_FILE_NAME}>
              <Download className="size-4" aria-hidden="true" />
              {t('data.download')}
            </a>
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
          <p className="max-w-sm text-sm text-slate-700">{t('data.deleteText')}</p>
          <Button variant="outline" className="border-red-200 text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('data.delete')}
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={confirming} onOpenChange={setConfirming} />
    </AccountSection>
  );
}
