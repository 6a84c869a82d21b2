import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { StaffPack } from '@common/packs';
import { serverMessage } from '@/lib/api';
import { money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { DialogActions, FormDialog } from '@/lib/staff/form-dialog';
import { useMessage } from '@/lib/i18n/message';
import { useNotify } from '@/lib/staff/notify';
import { useCreatePack, useUpdatePack } from '../api/use-save-pack';
import { packChanges, packFormSchema, packFormValues, perSessionPrice, toPackInput, type PackFormOutput, type PackFormValues } from '../lib/pack-form';
import { ProgramChoice } from './program-choice';

/** Create a pack ('new') or edit one: name, sessions (fixed once created), price, validity, programs, description. */
export function PackFormDialog({ pack, onClose }: { pack: StaffPack | 'new' | null; onClose: () => void }) {
  const { t } = useT('staff');
  const existing = pack === 'new' ? null : pack;
  return (
    <FormDialog
      open={pack !== null}
      onOpenChange={(o) => !o && onClose()}
      title={existing ? t('packs.form.editTitle', { name: existing.name }) : t('packs.form.newTitle')}
      description={existing ? t('packs.form.termsKept') : t('packs.form.newDescription')}
      wide
    >
      {pack !== null && <PackForm key={existing?.id ?? 'new'} pack={existing} onClose={onClose} />}
    </FormDialog>
  );
}

function PackForm({ pack, onClose }: { pack: StaffPack | null; onClose: () => void }) {
  const form = useForm<PackFormValues, unknown, PackFormOutput>({ resolver: zodResolver(packFormSchema), defaultValues: packFormValues(pack) });
  const create = useCreatePack();
  const update = useUpdatePack();
  const { t, language } = useT('staff');
  const notify = useNotify();
  const issue = useMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;
  const { errors } = form.formState;
  const [price, credits] = useWatch({ control: form.control, name: ['price', 'credits'] });
  const each = perSessionPrice(price, credits);

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      if (pack) {
        const changes = packChanges(pack, input);
        if (Object.keys(changes).length === 0) return onClose();
        const saved = await update.mutateAsync({ id: pack.id, ...changes });
        notify.saved(t('packs.form.updated', { name: saved.name }));
      } else {
        const saved = await create.mutateAsync(toPackInput(input));
        notify.saved(t('packs.form.created', { name: saved.name }));
      }
      onClose();
    } catch (err) {
      setFailure(issue(serverMessage(err, t('notify.failed'))) ?? null);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <Field label={t('packs.form.name')} hint={t('packs.form.nameHint')} error={issue(errors.name?.message)}>
        <Input maxLength={80} {...form.register('name')} />
      </Field>
      <Field label={t('spanishText.name')} error={issue(errors.nameEs?.message)}>
        <Input maxLength={80} lang="es" {...form.register('nameEs')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('packs.form.credits')} hint={pack ? t('packs.form.creditsFixed') : undefined} error={issue(errors.credits?.message)}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={200}
            step={1}
            readOnly={!!pack}
            className={pack ? 'bg-slate-100 text-slate-700' : undefined}
            {...form.register('credits')}
          />
        </Field>
        <Field
          label={t('packs.form.price')}
          hint={each === null ? undefined : t('packs.perSession', { price: money(each, language) })}
          error={issue(errors.price?.message)}
        >
          <Input type="number" inputMode="decimal" min={1} step="0.01" {...form.register('price')} />
        </Field>
        <Field label={t('packs.form.validity')} hint={t('packs.form.validityHint')} error={issue(errors.validityDays?.message)}>
          <Input type="number" inputMode="numeric" min={1} max={1095} step={1} {...form.register('validityDays')} />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="programIds"
        render={({ field }) => (
          <ProgramChoice
            value={(field.value ?? []).map(Number)}
            onChange={field.onChange}
            current={pack?.programs ?? []}
            error={issue(errors.programIds?.message)}
          />
        )}
      />
      <Field label={t('packs.form.description')} error={issue(errors.description?.message)}>
        <Textarea rows={3} maxLength={500} {...form.register('description')} />
      </Field>
      <Field label={t('spanishText.description')} hint={t('spanishText.hint')} error={issue(errors.descriptionEs?.message)}>
        <Textarea rows={3} maxLength={500} lang="es" {...form.register('descriptionEs')} />
      </Field>
      {failure && <Alert>{failure}</Alert>}
      <DialogActions onCancel={onClose} busy={busy} submitLabel={pack ? t('dialog.saveChanges') : t('packs.form.create')} />
    </form>
  );
}
