import { Info } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';

/**
 * The end of both Add Athlete forms (invite by e-mail, add a child): what happens next, why the last
 * try failed (said in the dialog too: a modal dialog hides the toast from screen readers), Cancel
 * and the submit button.
 */
export function AddFormEnd(props: { info: string; failure: string | null; pending: boolean; onCancel: () => void; submit: string; submitting: string }) {
  const { t } = useT('parent');
  return (
    <>
      <p className="flex gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{props.info}</span>
      </p>
      {props.failure && (
        <Alert>
          <p className="font-semibold">{t('add.failedTitle')}</p>
          <p className="mt-0.5">{props.failure}</p>
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={props.onCancel} disabled={props.pending}>
          {t('add.cancel')}
        </Button>
        <Button type="submit" disabled={props.pending}>
          {props.pending ? props.submitting : props.submit}
        </Button>
      </div>
    </>
  );
}
