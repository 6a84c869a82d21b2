import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type StaffPost, postInputSchema } from '@common/content';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { DialogActions, FormDialog } from '@/lib/staff/form-dialog';
import { ImageField } from '@/features/media/staff/image-field';
import { useMessage } from '@/lib/i18n/message';
import { DialogForm, useSaveAndClose } from '@/lib/staff/dialog-form';
import { useSavePost, type PostInput } from '../api/use-save-post';
import { describeKind } from '../lib/post-kind';

type Values = z.input<typeof postInputSchema>;

/** Write ('new') or edit a post; the title decides whether it is news, a coaching tip or both. */
export function PostFormDialog({ post, onClose }: { post: StaffPost | 'new' | null; onClose: () => void }) {
  const { t } = useT('staff');
  const existing = post === 'new' ? null : post;
  return (
    <FormDialog open={post !== null} onOpenChange={(o) => !o && onClose()} title={existing ? t('news.form.editTitle') : t('news.form.newTitle')} wide>
      {post !== null && <PostForm key={existing?.id ?? 'new'} post={existing} onClose={onClose} />}
    </FormDialog>
  );
}

function PostForm({ post, onClose }: { post: StaffPost | null; onClose: () => void }) {
  const form = useForm<Values, unknown, PostInput>({
    resolver: zodResolver(postInputSchema),
    defaultValues: {
      title: post?.title ?? '',
      content: post?.content ?? '',
      imageUrl: post?.imageUrl ?? null,
      titleEs: post?.titleEs ?? '',
      contentEs: post?.contentEs ?? '',
    },
  });
  const save = useSavePost();
  const { t } = useT('staff');
  const issue = useMessage();
  const { errors } = form.formState;
  const title = useWatch({ control: form.control, name: 'title' }) ?? '';

  const submit = useSaveAndClose(form, onClose, async (input) => {
    await save.mutateAsync({ id: post?.id ?? null, ...input, imageUrl: input.imageUrl || null });
    return post ? t('news.form.updated') : t('news.form.published');
  });

  return (
    <DialogForm onSubmit={submit}>
      <Field label={t('news.form.title')} hint={<span aria-live="polite">{describeKind(title, t)}</span>} error={issue(errors.title?.message)}>
        <Input maxLength={200} {...form.register('title')} />
      </Field>
      <Field label={t('news.form.content')} error={issue(errors.content?.message)}>
        <Textarea rows={6} maxLength={5000} {...form.register('content')} />
      </Field>
      {/* The Spanish beside the English (decision 066): optional, empty shows the English. */}
      <Field label={t('spanishText.title')} error={issue(errors.titleEs?.message)}>
        <Input maxLength={200} lang="es" {...form.register('titleEs')} />
      </Field>
      <Field label={t('spanishText.text')} hint={t('spanishText.hint')} error={issue(errors.contentEs?.message)}>
        <Textarea rows={4} maxLength={5000} lang="es" {...form.register('contentEs')} />
      </Field>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => <ImageField label={t('news.form.image')} value={field.value} onChange={field.onChange} disabled={save.isPending} />}
      />
      <DialogActions onCancel={onClose} busy={save.isPending} submitLabel={post ? t('dialog.saveChanges') : t('news.form.publish')} />
    </DialogForm>
  );
}
