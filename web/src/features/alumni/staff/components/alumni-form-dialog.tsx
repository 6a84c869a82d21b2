import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { StaffAlumni } from '@common/alumni';
import { apiStatus, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { DialogActions, FormDialog } from '@/lib/staff/form-dialog';
import { blankToNull } from '@/lib/staff/blank-to-null';
import { DialogForm, useSaveAndClose } from '@/lib/staff/dialog-form';
import { useSaveAlumni } from '../api/use-save-alumni';
import { alumniFormSchema, alumniFormValues, OPTIONAL_FIELDS, type AlumniFormValues } from '../lib/alumni-form';
import { AlumniFormFields } from './alumni-form-fields';

type Output = z.output<typeof alumniFormSchema>;
const zod = zodResolver(alumniFormSchema);
/** Blank optional boxes are "not given" (null), not empty text or a year of 0. */
const resolver: Resolver<AlumniFormValues, unknown, Output> = (values, context, options) => zod(blankToNull(values, OPTIONAL_FIELDS), context, options);

/** Write ('new') or edit an alumni story with every field of the story page. */
export function AlumniFormDialog({ alumni, onClose }: { alumni: StaffAlumni | 'new' | null; onClose: () => void }) {
  const { t } = useT('staff');
  const existing = alumni === 'new' ? null : alumni;
  return (
    <FormDialog
      open={alumni !== null}
      onOpenChange={(o) => !o && onClose()}
      title={existing ? t('alumni.form.editTitle', { name: existing.fullName }) : t('alumni.form.newTitle')}
      wide
    >
      {alumni !== null && <AlumniForm key={existing?.id ?? 'new'} alumni={existing} onClose={onClose} />}
    </FormDialog>
  );
}

function AlumniForm({ alumni, onClose }: { alumni: StaffAlumni | null; onClose: () => void }) {
  const form = useForm<AlumniFormValues, unknown, Output>({ resolver, defaultValues: alumniFormValues(alumni) });
  const save = useSaveAlumni();
  const { t } = useT('staff');

  const submit = useSaveAndClose(form, onClose, async (input) => {
    try {
      await save.mutateAsync({ id: alumni?.id ?? null, ...input });
      return alumni ? t('alumni.form.updated', { name: input.fullName }) : t('alumni.form.published', { name: input.fullName });
    } catch (err) {
      // The address is taken: say so at the field too, then the refusal is toasted.
      if (apiStatus(err) === 409) form.setError('slug', { message: serverMessage(err, t('alumni.form.slugTaken')) }, { shouldFocus: true });
      throw err;
    }
  });

  return (
    <DialogForm onSubmit={submit}>
      <AlumniFormFields form={form} isNew={!alumni} disabled={save.isPending} />
      <DialogActions onCancel={onClose} busy={save.isPending} submitLabel={alumni ? t('dialog.saveChanges') : t('alumni.form.publish')} />
    </DialogForm>
  );
}
