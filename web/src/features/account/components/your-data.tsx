import { Download, FileLock2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { EXPORT_FILE_NAME } from '@common/account-data';
import { Button } from '@/ui/button';
import { AccountSection } from './account-section';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Your data: download everything the account holds (GET /api/account/export), or delete the account (after a confirmation). */
export function YourData() {
  const [confirming, setConfirming] = useState(false);
  return (
    <AccountSection icon={FileLock2} title="Your data" description="Take a copy of your data, or delete your account.">
      <div className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-sm text-sm text-slate-700">A JSON file with your account, bookings, payments, uploads, coach feedback and AI analyses.</p>
          <Button asChild variant="outline">
            <a href="/api/account/export" download={EXPORT_FILE_NAME}>
              <Download className="size-4" aria-hidden="true" />
              Download my data
            </a>
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
          <p className="max-w-sm text-sm text-slate-700">Deletes your account and personal data for good. Records of payments are kept, without your name.</p>
          <Button variant="outline" className="border-red-200 text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete my account
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={confirming} onOpenChange={setConfirming} />
    </AccountSection>
  );
}
