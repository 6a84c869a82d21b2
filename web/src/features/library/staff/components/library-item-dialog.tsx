import { useState } from 'react';
import { isLibrarySkill, LIBRARY_LEVELS, LIBRARY_SKILLS, type StaffLibraryItem } from '@common/library';
import { SPORTS } from '@common/sports';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { DialogActions, FormDialog } from '@/lib/staff/form-dialog';
import { useNotify } from '@/lib/staff/notify';
import { Alert } from '@/ui/alert';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Switch } from '@/ui/switch';
import { Textarea } from '@/ui/textarea';
import { useCreateLibraryItem, useUpdateLibraryItem } from '../api/use-staff-library';
import { changesOf, formOf, inputOf, type ItemForm } from '../lib/item-form';
import { useSkillLabel } from '../../lib/use-skill-label';
import { useSportLabel } from '../../lib/use-sport-label';
import { VideoUploadField } from './video-upload-field';

const EVERY = 'every';

/** Create an item ('new') or edit one: both languages, sport, level, skill, free or premium, published, the video. */
export function LibraryItemDialog({ item, onClose }: { item: StaffLibraryItem | 'new' | null; onClose: () => void }) {
  const { t } = useT('library');
  const existing = item === 'new' ? null : item;
  return (
    <FormDialog
      open={item !== null}
      onOpenChange={(o) => !o && onClose()}
      title={existing ? t('staff.form.editTitle', { title: existing.title }) : t('staff.form.newTitle')}
      description={t('staff.form.description')}
      wide
    >
      {item !== null && <ItemFormBody key={existing?.id ?? 'new'} item={existing} onClose={onClose} />}
    </FormDialog>
  );
}

function ItemFormBody({ item, onClose }: { item: StaffLibraryItem | null; onClose: () => void }) {
  const { t } = useT('library');
  const notify = useNotify();
  const sportLabel = useSportLabel();
  const skillLabel = useSkillLabel();
  // The list in the reader's language; an item's word from before the list stays offered as written.
  const skills = [...LIBRARY_SKILLS, ...(item && !isLibrarySkill(item.skill) ? [item.skill] : [])]
    .map((s) => ({ value: s, label: skillLabel(s) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const create = useCreateLibraryItem();
  const update = useUpdateLibraryItem();
  const [form, setForm] = useState<ItemForm>(formOf(item));
  const [objectKey, setObjectKey] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof ItemForm>(key: K, value: ItemForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: 'title' | 'titleEs' | 'summary' | 'summaryEs', max: number) => (
    <Input maxLength={max} value={form[key]} onChange={(e) => set(key, e.target.value)} />
  );
  const busy = create.isPending || update.isPending;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      const saved = item ? await update.mutateAsync({ id: item.id, ...changesOf(item, form, objectKey) }) : await create.mutateAsync(inputOf(form, objectKey));
      notify.saved(t('staff.savedToast', { title: saved.title }));
      onClose();
    } catch (err) {
      setFailure(serverMessage(err, t('staff.failed')));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {!item && (
        <Field label={t('staff.form.kind')}>
          <Select
            value={form.kind}
            onValueChange={(v) => set('kind', v as ItemForm['kind'])}
            options={[
              { value: 'VIDEO', label: t('kinds.VIDEO') },
              { value: 'ARTICLE', label: t('kinds.ARTICLE') },
            ]}
          />
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('staff.form.title')}>{text('title', 120)}</Field>
        <Field label={t('staff.form.titleEs')}>{text('titleEs', 120)}</Field>
        <Field label={t('staff.form.summary')} hint={t('staff.form.summaryHint')}>
          {text('summary', 300)}
        </Field>
        <Field label={t('staff.form.summaryEs')}>{text('summaryEs', 300)}</Field>
        <Field label={t('staff.form.body')}>
          <Textarea rows={5} maxLength={10_000} value={form.body} onChange={(e) => set('body', e.target.value)} />
        </Field>
        <Field label={t('staff.form.bodyEs')}>
          <Textarea rows={5} maxLength={10_000} value={form.bodyEs} onChange={(e) => set('bodyEs', e.target.value)} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('staff.form.sport')}>
          <Select
            value={form.sport || EVERY}
            onValueChange={(v) => set('sport', v === EVERY ? '' : v)}
            options={[{ value: EVERY, label: t('card.everySport') }, ...SPORTS.map((s) => ({ value: s, label: sportLabel(s) }))]}
          />
        </Field>
        <Field label={t('staff.form.level')}>
          <Select
            value={form.level}
            onValueChange={(v) => set('level', v as ItemForm['level'])}
            options={LIBRARY_LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
          />
        </Field>
        <Field label={t('staff.form.skill')} hint={t('staff.form.skillHint')}>
          <Select value={form.skill || undefined} placeholder={t('staff.form.skillPlaceholder')} onValueChange={(v) => set('skill', v)} options={skills} />
        </Field>
      </div>
      {form.kind === 'VIDEO' && <VideoUploadField hasVideo={!!item?.videoUrl} onUploaded={setObjectKey} onBusy={setUploading} />}
      <label className="flex items-center gap-3 text-sm text-ink-900">
        <Switch checked={form.isFree} onCheckedChange={(v) => set('isFree', v)} aria-label={t('staff.form.isFree')} />
        {t('staff.form.isFree')}
      </label>
      <label className="flex items-center gap-3 text-sm text-ink-900">
        <Switch checked={form.published} onCheckedChange={(v) => set('published', v)} aria-label={t('staff.form.published')} />
        {t('staff.form.published')}
      </label>
      {failure && <Alert tone="error">{failure}</Alert>}
      <DialogActions onCancel={onClose} busy={busy} disabled={uploading} submitLabel={t('staff.form.save')} busyLabel={t('staff.form.saving')} />
    </form>
  );
}
