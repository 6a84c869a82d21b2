import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { sessionUpdateSchema } from '@common/schedule';
import { apiStatus, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { AgeRangeFields } from '@/lib/staff/age-range-fields';
import { DialogActions, FormDialog } from '@/lib/staff/form-dialog';
import { changedFields } from '@/lib/staff/changed-fields';
import { useMessage } from '@/lib/i18n/message';
import { DialogForm, STAY_OPEN, useSaveAndClose } from '@/lib/staff/dialog-form';
import { OutsideRangeNotice, outsideRangeOf } from '@/lib/staff/outside-range';
import type { OutsideBooking } from '@common/age-groups';
import type { StaffSession } from '../api/use-staff-sessions';
import { useUpdateSession, type SessionUpdate } from '../api/use-update-session';
import { bookedCount, sessionLabel } from '../lib/session-label';
import { ScopeChoice } from './scope-choice';
import { SessionDetailFields } from './session-fields';

type Values = z.input<typeof sessionUpdateSchema>;

const valuesOf = (s: StaffSession): Values => ({
  scope: 'one',
  time: s.time.slice(0, 5),
  capacity: s.totalSpots,
  location: s.location,
  coachId: s.coachId,
  sessionTitle: s.sessionTitle ?? '',
  locationEs: s.locationEs ?? '',
  sessionTitleEs: s.sessionTitleEs ?? '',
  minAge: s.minAge,
  maxAge: s.maxAge,
});

const FIELDS = ['time', 'capacity', 'location', 'locationEs', 'coachId', 'sessionTitle', 'sessionTitleEs', 'minAge', 'maxAge'] as const;

/** Edits this session, or it and the rest of its series; only the fields changed are sent. */
export function EditSessionDialog({ session, onClose }: { session: StaffSession | null; onClose: () => void }) {
  const { t, language } = useT('staff');
  return (
    <FormDialog
      open={!!session}
      onOpenChange={(o) => !o && onClose()}
      title={t('schedule.edit.title')}
      description={session ? sessionLabel(session, t, language) : undefined}
    >
      {session && <EditSessionForm key={session.id} session={session} onClose={onClose} />}
    </FormDialog>
  );
}

function EditSessionForm({ session, onClose }: { session: StaffSession; onClose: () => void }) {
  const form = useForm<Values, unknown, SessionUpdate>({ resolver: zodResolver(sessionUpdateSchema), defaultValues: valuesOf(session) });
  const update = useUpdateSession();
  const { t } = useT('staff');
  const issue = useMessage();
  const { errors, dirtyFields } = form.formState;
  const booked = bookedCount(session);

  // Athletes already booked that a new age group leaves out: shown, then saved on a second click (decision 042).
  // The list holds for the range (and sessions) it was asked about; another asks again.
  const range = JSON.stringify(useWatch({ control: form.control, name: ['minAge', 'maxAge', 'scope'] }));
  const [asked, setAsked] = useState<{ range: string; outside: OutsideBooking[] } | null>(null);
  const outside = asked?.range === range ? asked.outside : null;

  const submit = useSaveAndClose(form, onClose, async (input) => {
    const changes = changedFields(input, dirtyFields, FIELDS);
    try {
      const { updated, outsideRange } = await update.mutateAsync({
        id: session.id,
        scope: input.scope,
        ...changes,
        ...('sessionTitle' in changes ? { sessionTitle: changes.sessionTitle || null } : {}),
        ...(outside ? { confirmOutsideRange: true } : {}),
      });
      const said = t('schedule.edit.updated', { count: updated });
      return outsideRange.length ? `${said} ${t('ageRange.outside.saved', { count: outsideRange.length })}` : said;
    } catch (err) {
      const list = outsideRangeOf(err);
      if (list) {
        setAsked({ range, outside: list });
        return STAY_OPEN;
      }
      // Fewer places than are booked: say so at the field too, then the refusal is toasted.
      if (apiStatus(err) === 409) form.setError('capacity', { message: serverMessage(err, t('schedule.edit.capacityTooLow')) });
      throw err;
    }
  });

  const nothingChanged = !FIELDS.some((k) => dirtyFields[k]);
  return (
    <DialogForm onSubmit={submit}>
      {session.seriesId != null && (
        <Controller control={form.control} name="scope" render={({ field }) => <ScopeChoice value={field.value ?? 'one'} onChange={field.onChange} />} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('schedule.form.startTime')} error={issue(errors.time?.message)}>
          <Input type="time" {...form.register('time')} />
        </Field>
        <SessionDetailFields form={form} capacityHint={t('schedule.edit.spotsBooked', { count: booked })} />
        <AgeRangeFields form={form} hint={t('ageRange.editHint')} />
      </div>
      {outside && <OutsideRangeNotice outside={outside} />}
      <DialogActions
        onCancel={onClose}
        busy={update.isPending}
        submitLabel={outside ? t('ageRange.outside.confirm') : t('dialog.saveChanges')}
        disabled={nothingChanged}
      />
    </DialogForm>
  );
}
