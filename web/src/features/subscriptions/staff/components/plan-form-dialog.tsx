import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { StaffPlan } from '@common/subscriptions';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Switch } from '@/ui/switch';
import { Badge } from '@/ui/badge';
import { DialogActions, FormDialog } from '@/lib/staff/form-dialog';
import { useMessage } from '@/lib/i18n/message';
import { DialogForm, useSaveAndClose } from '@/lib/staff/dialog-form';
import { useUpdatePlan } from '../api/use-update-plan';
import { CAPABILITIES } from '@common/capabilities';
import { PlanLines } from '../../components/plan-lines';
import { COMING, DELIVERED, LIMITS, planFormSchema, planFormValues, previewLines, type PlanFormValues } from '../lib/plan-form';

/**
 * A plan's name, monthly price, description, limits (-1 = unlimited) and the capabilities it
 * includes, with what members will see: the lines derived from them (decision 049). Capabilities
 * not built yet are shown off and disabled, as coming soon.
 */
export function PlanFormDialog({ plan, onClose }: { plan: StaffPlan | null; onClose: () => void }) {
  const { t } = useT('staff');
  return (
    <FormDialog open={!!plan} onOpenChange={(o) => !o && onClose()} title={plan ? t('plans.form.title', { name: plan.displayName }) : ''} wide>
      {plan && <PlanForm key={plan.name} plan={plan} onClose={onClose} />}
    </FormDialog>
  );
}

function PlanForm({ plan, onClose }: { plan: StaffPlan; onClose: () => void }) {
  const form = useForm<PlanFormValues, unknown, z.output<typeof planFormSchema>>({
    resolver: zodResolver(planFormSchema),
    defaultValues: planFormValues(plan),
  });
  const update = useUpdatePlan();
  const { t } = useT('staff');
  const issue = useMessage();
  const { errors } = form.formState;
  const free = plan.name === 'FREE';
  const values = useWatch({ control: form.control });

  const submit = useSaveAndClose(form, onClose, async (input) => {
    const { message } = await update.mutateAsync({ name: plan.name, ...input, ...(free ? { price: undefined } : {}) });
    return message;
  });

  return (
    <DialogForm onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('plans.form.name')} error={issue(errors.displayName?.message)}>
          <Input maxLength={60} {...form.register('displayName')} />
        </Field>
        <Field label={t('plans.form.price')} hint={free ? t('plans.form.freeHint') : undefined} error={issue(errors.price?.message)}>
          <Input type="number" inputMode="decimal" min={0} step="0.01" disabled={free} {...form.register('price')} />
        </Field>
      </div>
      <Field label={t('plans.form.description')} error={issue(errors.description?.message)}>
        <Input maxLength={500} {...form.register('description')} />
      </Field>
      {/* The Spanish beside the English (decision 066): optional, empty shows the English. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('spanishText.name')} error={issue(errors.displayNameEs?.message)}>
          <Input maxLength={60} lang="es" {...form.register('displayNameEs')} />
        </Field>
        <Field label={t('spanishText.description')} hint={t('spanishText.hint')} error={issue(errors.descriptionEs?.message)}>
          <Input maxLength={500} lang="es" {...form.register('descriptionEs')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {LIMITS.map((name) => (
          <Field key={name} label={t(`plans.limits.${name}`)} hint={t('plans.form.limitHint')} error={issue(errors[name]?.message)}>
            <Input type="number" inputMode="numeric" min={-1} step={1} {...form.register(name)} />
          </Field>
        ))}
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-ink-900">{t('plans.form.included')}</legend>
        {DELIVERED.map((capability) => (
          <Controller
            key={capability}
            control={form.control}
            name={CAPABILITIES[capability].flag}
            render={({ field }) => (
              <label className="flex items-center gap-3 text-sm text-ink-900">
                <Switch checked={!!field.value} onCheckedChange={field.onChange} aria-label={t(`plans.capabilities.${capability}`)} />
                {t(`plans.capabilities.${capability}`)}
              </label>
            )}
          />
        ))}
        {COMING.map((capability) => (
          <label key={capability} className="flex items-center gap-3 text-sm text-slate-500">
            <Switch
              checked={false}
              onCheckedChange={() => {}}
              disabled
              aria-label={`${t(`plans.capabilities.${capability}`)} (${t('plans.form.comingSoon')})`}
            />
            {t(`plans.capabilities.${capability}`)}
            <Badge tone="secondary" className="whitespace-nowrap">
              {t('plans.form.comingSoon')}
            </Badge>
          </label>
        ))}
        <p className="text-sm text-slate-600 sm:col-span-2">{t('plans.form.comingSoonHint')}</p>
      </fieldset>
      <section aria-labelledby="plan-preview-title" className="rounded-xl bg-slate-50 p-4">
        <h3 id="plan-preview-title" className="text-sm font-medium text-ink-900">
          {t('plans.form.preview')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('plans.form.previewHint')}</p>
        <PlanLines lines={previewLines(plan, values)} className="mt-3 space-y-1.5 text-sm text-slate-800" />
      </section>
      <DialogActions onCancel={onClose} busy={update.isPending} submitLabel={t('plans.form.save')} />
    </DialogForm>
  );
}
