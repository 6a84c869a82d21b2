import { useState, type FormEvent } from 'react';
import type { WaiverVersion } from '@common/waivers';
import { useNotify } from '@/lib/staff/notify';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Field } from '@/ui/field';
import { Textarea } from '@/ui/textarea';
import { usePublishWaiver } from '../api/use-publish-waiver';

/** The current text in both languages, both required; saving asks first, since everyone signs the new version again. */
export function WaiverEditor({ current }: { current: WaiverVersion }) {
  const { t } = useT('waivers');
  const notify = useNotify();
  const publish = usePublishWaiver();
  const [textEn, setTextEn] = useState(current.textEn);
  const [textEs, setTextEs] = useState(current.textEs);
  const [errors, setErrors] = useState<{ en?: string; es?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const nextVersion = current.version + 1;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { en: textEn.trim() ? undefined : t('staff.textEnRequired'), es: textEs.trim() ? undefined : t('staff.textEsRequired') };
    setErrors(next);
    if (!next.en && !next.es) setConfirming(true);
  };
  const confirm = () =>
    publish.mutate(
      { textEn, textEs },
      {
        onSuccess: (r) => {
          setConfirming(false);
          notify.saved(t('staff.published', { version: r.version.version }));
        },
        onError: (err) => {
          setConfirming(false);
          notify.error(err, t('staff.failed'));
        },
      },
    );

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h3 className="text-lg font-bold text-ink-900">{t('staff.editHeading', { version: current.version })}</h3>
      <Field label={t('staff.textEn')} error={errors.en}>
        <Textarea rows={12} lang="en" value={textEn} onChange={(e) => setTextEn(e.target.value)} />
      </Field>
      <Field label={t('staff.textEs')} error={errors.es}>
        <Textarea rows={12} lang="es" value={textEs} onChange={(e) => setTextEs(e.target.value)} />
      </Field>
      <Button type="submit" disabled={publish.isPending}>
        {t('staff.save')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('staff.confirmTitle', { version: nextVersion })}
        confirmLabel={t('staff.confirm')}
        busyLabel={t('staff.publishing')}
        cancelLabel={t('staff.cancel')}
        busy={publish.isPending}
        onConfirm={confirm}
      >
        <p>{t('staff.confirmText', { version: nextVersion })}</p>
      </ConfirmDialog>
    </form>
  );
}
