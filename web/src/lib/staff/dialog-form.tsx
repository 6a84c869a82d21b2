import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNotify } from './notify';

/**
 * A dialog form's submit: once the fields pass the schema, `save`; then toast what it answers and
 * close. A refusal is toasted and the dialog stays open with what was typed.
 */
export function useSaveAndClose<V extends FieldValues, C, O>(form: UseFormReturn<V, C, O>, close: () => void, save: (input: O) => Promise<string | undefined>) {
  const notify = useNotify();
  return form.handleSubmit(async (input) => {
    try {
      notify.saved(await save(input));
      close();
    } catch (err) {
      notify.error(err);
    }
  });
}

/** The form inside a FormDialog: its fields stacked; the schema, not the browser, checks them. */
export function DialogForm({ onSubmit, children }: { onSubmit: (e?: BaseSyntheticEvent) => Promise<unknown>; children: ReactNode }) {
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {children}
    </form>
  );
}
