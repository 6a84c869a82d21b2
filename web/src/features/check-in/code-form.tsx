import { useState, type FormEvent } from 'react';
import { normalizeCheckInCode } from '@common/check-in';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';

/** The code typed instead of scanned: checked for its shape here, for the person's sake; the server decides. */
export function CodeForm({ onCode, busy, large = false }: { onCode: (code: string) => void; busy: boolean; large?: boolean }) {
  const { t } = useT('checkIn');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = normalizeCheckInCode(value);
    if (!code) return setError(t('form.invalid'));
    setError(undefined);
    setValue('');
    onCode(code);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <Field label={t('form.label')} hint={error ? undefined : t(large ? 'form.hintKiosk' : 'form.hint')} error={error}>
          <Input
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={t('form.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            className={large ? 'h-14 font-mono text-2xl tracking-widest' : 'font-mono tracking-wider'}
          />
        </Field>
      </div>
      <Button type="submit" disabled={busy} size={large ? 'lg' : 'md'} className={large ? 'h-14 text-lg' : ''}>
        {busy ? t('form.busy') : t('form.submit')}
      </Button>
    </form>
  );
}
