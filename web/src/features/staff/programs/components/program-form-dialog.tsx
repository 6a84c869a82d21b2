import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PROGRAM_TYPE_LABEL, PROGRAM_TYPES } from '@common/programs';
import { programInputSchema } from '@common/staff';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import type { StaffProgram } from '../../api/use-staff-programs';
import { DialogActions, FormDialog } from '../../components/form-dialog';
import { ImageField } from '../../components/image-field';
import { notifyError, notifySaved } from '../../lib/notify';
import { useCreateProgram, type ProgramInput } from '../api/use-create-program';
import { useUpdateProgram } from '../api/use-update-program';

type Values = z.input<typeof programInputSchema>;
const TYPE_OPTIONS = PROGRAM_TYPES.map((t) => ({ value: t, label: PROGRAM_TYPE_LABEL[t] }));

const valuesOf = (p: StaffProgram | null): Values =>
  p
    ? { name: p.name, type: p.type, description: p.description, price: p.price, duration: p.duration, imageUrl: p.imageUrl }
    : { name: '', type: 'BASKETBALL', description: '', price: '', duration: 60, imageUrl: null };

/** Create a program ('new') or edit one: name, sport, description, price in dollars, minutes, image. */
export function ProgramFormDialog({ program, onClose }: { program: StaffProgram | 'new' | null; onClose: () => void }) {
  const existing = program === 'new' ? null : program;
  return (
    <FormDialog open={program !== null} onOpenChange={(o) => !o && onClose()} title={existing ? `Edit ${existing.name}` : 'New program'} wide>
      {program !== null && <ProgramForm key={existing?.id ?? 'new'} program={existing} onClose={onClose} />}
    </FormDialog>
  );
}

function ProgramForm({ program, onClose }: { program: StaffProgram | null; onClose: () => void }) {
  const form = useForm<Values, unknown, ProgramInput>({ resolver: zodResolver(programInputSchema), defaultValues: valuesOf(program) });
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const busy = create.isPending || update.isPending;
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    const body = { ...input, imageUrl: input.imageUrl || null };
    try {
      const saved = program ? await update.mutateAsync({ id: program.id, ...body }) : await create.mutateAsync(body);
      notifySaved(program ? `${saved.name} was updated.` : `${saved.name} was added to the catalogue.`);
      onClose();
    } catch (err) {
      notifyError(err);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          <Input maxLength={120} {...form.register('name')} />
        </Field>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Field label="Sport" error={errors.type?.message}>
              <Select value={field.value} onValueChange={field.onChange} options={TYPE_OPTIONS} />
            </Field>
          )}
        />
      </div>
      <Field label="Description" error={errors.description?.message}>
        <Textarea rows={4} maxLength={2000} {...form.register('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Price (dollars)" hint="Per session" error={errors.price?.message}>
          <Input type="number" inputMode="decimal" min={0} step="0.01" {...form.register('price')} />
        </Field>
        <Field label="Length (minutes)" error={errors.duration?.message}>
          <Input type="number" inputMode="numeric" min={15} max={600} step={5} {...form.register('duration')} />
        </Field>
      </div>
      <Controller control={form.control} name="imageUrl" render={({ field }) => <ImageField label="Program image" value={field.value} onChange={field.onChange} disabled={busy} />} />
      <DialogActions onCancel={onClose} busy={busy} submitLabel={program ? 'Save changes' : 'Create program'} />
    </form>
  );
}
