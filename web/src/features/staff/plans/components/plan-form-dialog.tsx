import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Plan } from '@common/plans';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Switch } from '@/ui/switch';
import { Textarea } from '@/ui/textarea';
import { DialogActions, FormDialog } from '../../components/form-dialog';
import { notifyError, notifySaved } from '../../lib/notify';
import { useUpdatePlan } from '../api/use-update-plan';
import { FLAGS, LIMITS, planFormSchema, planFormValues, type PlanFormValues } from '../lib/plan-form';

/** A plan's name, monthly price, description, features, limits (-1 = unlimited) and what it includes. */
export function PlanFormDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  return (
    <FormDialog open={!!plan} onOpenChange={(o) => !o && onClose()} title={plan ? `Edit the ${plan.displayName} plan` : ''} wide>
      {plan && <PlanForm key={plan.name} plan={plan} onClose={onClose} />}
    </FormDialog>
  );
}

function PlanForm({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const form = useForm<PlanFormValues, unknown, z.output<typeof planFormSchema>>({ resolver: zodResolver(planFormSchema), defaultValues: planFormValues(plan) });
  const update = useUpdatePlan();
  const { errors } = form.formState;
  const free = plan.name === 'FREE';

  const submit = form.handleSubmit(async (input) => {
    try {
      const { message } = await update.mutateAsync({ name: plan.name, ...input, ...(free ? { price: undefined } : {}) });
      notifySaved(message);
      onClose();
    } catch (err) {
      notifyError(err);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.displayName?.message}>
          <Input maxLength={60} {...form.register('displayName')} />
        </Field>
        <Field label="Price a month (dollars)" hint={free ? 'The Free plan costs nothing.' : undefined} error={errors.price?.message}>
          <Input type="number" inputMode="decimal" min={0} step="0.01" disabled={free} {...form.register('price')} />
        </Field>
      </div>
      <Field label="Description" error={errors.description?.message}>
        <Input maxLength={500} {...form.register('description')} />
      </Field>
      <Field label="Features" hint="One per line, as the plans page lists them" error={errors.features?.message}>
        <Textarea rows={4} {...form.register('features')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        {LIMITS.map(([name, label]) => (
          <Field key={name} label={label} hint="-1 for unlimited" error={errors[name]?.message}>
            <Input type="number" inputMode="numeric" min={-1} step={1} {...form.register(name)} />
          </Field>
        ))}
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-ink-900">Included</legend>
        {FLAGS.map(([name, label]) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <label className="flex items-center gap-3 text-sm text-ink-900">
                <Switch checked={!!field.value} onCheckedChange={field.onChange} aria-label={label} />
                {label}
              </label>
            )}
          />
        ))}
      </fieldset>
      <DialogActions onCancel={onClose} busy={update.isPending} submitLabel="Save plan" />
    </form>
  );
}
