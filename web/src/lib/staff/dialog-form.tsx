import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNotify } from './notify';

/** What a dialog's save answers to stay open, saying nothing (it shows a question instead). */
export const STAY_OPEN = Symbol('stay open');

/**
 * A dialog form's submit: once the fields pass the schema, `save`; then toast what it answers and
 * close. A refusal is toasted and the dialog stays open with what was typed. `save` answers
 * STAY_OPEN when the dialog has a question of its own to ask first (a confirmation step).
 */
export function useSaveAndClose<V extends FieldValues, C, O>(
  form: UseFormReturn<V, C, O>,
  close: () => void,
  save: (input: O) => Promise<string | undefined | typeof STAY_OPEN>,
) {
  const notify = useNotify();
  return form.handleSubmit(async (input) => {
    try {
      const said = await save(input);
      if (said === STAY_OPEN) return;
      notify.saved(said);
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
