import { useId, useRef, useState, type FormEvent } from 'react';
import { signerNameSchema, type WaiverStatus } from '@common/waivers';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { useSignWaiver } from '../api/use-sign-waiver';
import { useWaiver } from '../api/use-waiver';
import { WaiverSignedLine } from './waiver-signed-line';
import { msg } from '@common/messages/index';
import { useMessage } from '@/lib/i18n/message';

interface WaiverSignPanelProps {
  /** Parents: the linked athlete they sign for. Athletes: undefined (their own). */
  athleteId?: number;
  /** After signing (and at once when the latest version is already signed): checkout moves on. */
  onSigned?: () => void;
}

/**
 * The current waiver in the reader's language, in a scrollable region, and the signature: a typed
 * full name and a box to tick (decision 043). A minor reading their own waiver is told a parent or
 * guardian signs it instead; a new version says it is new.
 */
export function WaiverSignPanel({ athleteId, onSigned }: WaiverSignPanelProps) {
  const { t } = useT('waivers');
  const waiver = useWaiver(athleteId);
  if (waiver.isPending) return <Spinner label={t('loading')} />;
  if (waiver.isError) {
    return (
      <Alert>
        <p>{serverMessage(waiver.error, t('loadFailed'))}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void waiver.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return <WaiverDocument status={waiver.data} athleteId={athleteId} onSigned={onSigned} />;
}

function WaiverDocument({ status, athleteId, onSigned }: { status: WaiverStatus } & WaiverSignPanelProps) {
  const { t } = useT('waivers');
  const { version, athlete, signed, previous } = status;
  const name = `${athlete.firstName} ${athlete.lastName}`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold text-ink-900">{t('heading')}</h3>
        <span className="text-sm text-slate-600">{t('versionLabel', { version: version.version })}</span>
      </div>
      {previous && !signed && <Alert tone="info">{t('newVersion', { previous: previous.version, version: version.version })}</Alert>}
      <div
        role="region"
        aria-label={t('textLabel', { version: version.version })}
        tabIndex={0}
        lang={version.language}
        className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed whitespace-pre-line text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {version.text}
      </div>
      {signed ? (
        <div className="space-y-3">
          <Alert tone="success">
            <WaiverSignedLine signature={signed} />
          </Alert>
          {onSigned && <Button onClick={onSigned}>{t('continue')}</Button>}
        </div>
      ) : status.cannotSign ? (
        <Alert tone="info">
          {status.cannotSign.code === 'guardian_required' ? (
            <>
              <p className="font-semibold">{t('guardianRequired', { name })}</p>
              <p className="mt-1">{status.hasGuardian ? t('guardianCanSign') : t('askGuardian')}</p>
            </>
          ) : (
            <p>{status.cannotSign.message}</p>
          )}
        </Alert>
      ) : (
        <SignForm status={status} athleteId={athleteId} onSigned={onSigned} />
      )}
    </div>
  );
}

function SignForm({ status, athleteId, onSigned }: { status: WaiverStatus } & WaiverSignPanelProps) {
  const { t } = useT('waivers');
  const formMessage = useMessage();
  const sign = useSignWaiver(athleteId);
  const [signerName, setSignerName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; agree?: string }>({});
  const agreeId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const agreeRef = useRef<HTMLInputElement>(null);
  const guardian = status.signAs === 'GUARDIAN';
  const name = `${status.athlete.firstName} ${status.athlete.lastName}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = signerNameSchema.safeParse(signerName);
    const next = {
      name: parsed.success ? undefined : formMessage(parsed.error.issues[0]?.message ?? msg('waivers.nameInvalid')),
      agree: agree ? undefined : t('agreeRequired'),
    };
    setErrors(next);
    if (next.name || next.agree) {
      (next.name ? nameRef : agreeRef).current?.focus();
      return;
    }
    try {
      // The language kept with the signature is the one of the text read above.
      await sign.mutateAsync({ version: status.version.version, signerName: parsed.data!, agree: true, language: status.version.language });
      toast({ title: t('signedTitle'), variant: 'success' });
      onSigned?.();
    } catch {
      // The answer is shown under the form (a newer version, a refusal); the query is read again.
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {guardian && <p className="text-sm font-medium text-slate-800">{t('forAthlete', { name })}</p>}
      <Field label={guardian ? t('nameLabelGuardian') : t('nameLabelSelf')} error={errors.name} hint={t('nameHint')}>
        <Input ref={nameRef} autoComplete="name" maxLength={120} value={signerName} onChange={(e) => setSignerName(e.target.value)} />
      </Field>
      <div>
        <label className="flex items-start gap-3 text-sm">
          <input
            ref={agreeRef}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
            checked={agree}
            onChange={(e) => setAgree(e.target.checked)}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? `${agreeId}-error` : undefined}
          />
          <span>{guardian ? t('agreeGuardian', { name }) : t('agreeSelf')}</span>
        </label>
        {errors.agree && (
          <p id={`${agreeId}-error`} className="mt-1.5 text-sm text-red-700">
            {errors.agree}
          </p>
        )}
      </div>
      {sign.isError && <Alert>{serverMessage(sign.error, t('signFailed'))}</Alert>}
      <Button type="submit" size="lg" disabled={sign.isPending}>
        {sign.isPending ? t('signing') : t('sign')}
      </Button>
    </form>
  );
}
