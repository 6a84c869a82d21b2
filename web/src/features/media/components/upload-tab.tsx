import { Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { SPORTS } from '@common/sports';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Field } from '@/ui/field';
import { Select } from '@/ui/select';
import type { UploadFlow } from '../hooks/use-upload-flow';
import type { MediaTab } from '../lib/media-tab';
import { AthletePicker, type UploadAthlete } from './athlete-picker';
import { FilePicker } from './file-picker';
import { ProcessingBanner } from './processing-banner';
import { UploadOutcomeCard } from './upload-outcome-card';
import { UploadLimitNotice } from './upload-limit-notice';
import { UploadProgress } from './upload-progress';
import { UploadTips } from './upload-tips';
import { useEnumLabels } from '@/lib/i18n/enum-labels';

interface UploadTabProps {
  flow: UploadFlow;
  onOpenTab: (tab: MediaTab) => void;
  /** A parent's linked athletes: the upload is for one of them, chosen first (decision 047). */
  athletes?: UploadAthlete[];
}

/** Part 2, 2 "Media upload": one file, optional description and sport, then the upload journey (its state is the page's). */
export function UploadTab({ flow, onOpenTab, athletes }: UploadTabProps) {
  const { t } = useT('media');
  const labels = useEnumLabels();
  const [fileError, setFileError] = useState<string | undefined>();
  const [athleteError, setAthleteError] = useState<string | undefined>();
  const firstAthlete = useRef<HTMLInputElement>(null);
  const busy = flow.phase === 'uploading' || flow.phase === 'processing';
  const forParent = athletes !== undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (forParent && (flow.athleteId === undefined || !athletes.some((a) => a.id === flow.athleteId))) {
      setAthleteError(t('picker.chooseAthlete'));
      firstAthlete.current?.focus();
      return;
    }
    setFileError(flow.start() ? undefined : t('upload.chooseFirst'));
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-bold text-ink-900">{t('upload.title')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('upload.lead')}</p>
          <form onSubmit={submit} className="mt-5 space-y-5" aria-busy={busy} noValidate>
            {forParent && (
              <AthletePicker
                athletes={athletes}
                value={flow.athleteId}
                onChange={(id) => {
                  flow.setAthleteId(id);
                  setAthleteError(undefined);
                }}
                error={athleteError}
                disabled={busy}
                firstRef={firstAthlete}
              />
            )}
            <FilePicker uppy={flow.uppy} error={fileError} onFileChosen={() => setFileError(undefined)} disabled={busy} />
            <Field label={t('upload.description')} hint={t('upload.descriptionHint')}>
              <textarea
                value={flow.description}
                onChange={(e) => flow.setDescription(e.target.value)}
                maxLength={2000}
                rows={3}
                disabled={busy}
                className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 disabled:opacity-50"
              />
            </Field>
            <div className="sm:max-w-xs">
              <Field label={t('upload.sport')} hint={t('upload.sportHint')}>
                <Select
                  value={flow.sport || 'none'}
                  onValueChange={(v) => flow.setSport(v === 'none' ? '' : v)}
                  options={[{ value: 'none', label: t('upload.noSport') }, ...SPORTS.map((s) => ({ value: s, label: labels.sport(s) }))]}
                  placeholder={t('upload.chooseSport')}
                  disabled={busy}
                />
              </Field>
            </div>
            {flow.phase === 'uploading' && <UploadProgress uppy={flow.uppy} onCancel={flow.cancel} />}
            {flow.phase === 'processing' && <ProcessingBanner />}
            {flow.limitReached && <UploadLimitNotice message={flow.limitReached} />}
            <Button type="submit" size="lg" disabled={busy || (forParent && athletes.length === 0)} className="w-full sm:w-auto">
              <Upload className="size-5" aria-hidden="true" />
              {flow.phase === 'uploading' ? t('upload.uploading') : flow.phase === 'processing' ? t('upload.processing') : t('upload.submit')}
            </Button>
          </form>
        </Card>
        {flow.outcome && flow.phase === 'recorded' && <UploadOutcomeCard outcome={flow.outcome} analysis={flow.analysis} onOpenTab={onOpenTab} />}
      </div>
      <UploadTips />
    </div>
  );
}
