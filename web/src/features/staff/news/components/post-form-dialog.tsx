import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { FeedPost } from '@common/content';
import { postInputSchema } from '@common/staff';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { DialogActions, FormDialog } from '../../components/form-dialog';
import { ImageField } from '../../components/image-field';
import { notifyError, notifySaved } from '../../lib/notify';
import { useSavePost, type PostInput } from '../api/use-save-post';
import { describeKind } from '../lib/post-kind';

type Values = z.input<typeof postInputSchema>;

/** Write ('new') or edit a post; the title decides whether it is news, a coaching tip or both. */
export function PostFormDialog({ post, onClose }: { post: FeedPost | 'new' | null; onClose: () => void }) {
  const existing = post === 'new' ? null : post;
  return (
    <FormDialog open={post !== null} onOpenChange={(o) => !o && onClose()} title={existing ? 'Edit post' : 'New post'} wide>
      {post !== null && <PostForm key={existing?.id ?? 'new'} post={existing} onClose={onClose} />}
    </FormDialog>
  );
}

function PostForm({ post, onClose }: { post: FeedPost | null; onClose: () => void }) {
  const form = useForm<Values, unknown, PostInput>({
    resolver: zodResolver(postInputSchema),
    defaultValues: { title: post?.title ?? '', content: post?.content ?? '', imageUrl: post?.imageUrl ?? null },
  });
  const save = useSavePost();
  const { errors } = form.formState;
  const title = useWatch({ control: form.control, name: 'title' }) ?? '';

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: post?.id ?? null, ...input, imageUrl: input.imageUrl || null });
      notifySaved(post ? 'The post was updated.' : 'The post is published.');
      onClose();
    } catch (err) {
      notifyError(err);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <Field label="Title" hint={<span aria-live="polite">{describeKind(title)}</span>} error={errors.title?.message}>
        <Input maxLength={200} {...form.register('title')} />
      </Field>
      <Field label="Content" error={errors.content?.message}>
        <Textarea rows={6} maxLength={5000} {...form.register('content')} />
      </Field>
      <Controller control={form.control} name="imageUrl" render={({ field }) => <ImageField label="Post image" value={field.value} onChange={field.onChange} disabled={save.isPending} />} />
      <DialogActions onCancel={onClose} busy={save.isPending} submitLabel={post ? 'Save changes' : 'Publish'} />
    </form>
  );
}
