import { FileSignature, FileDown, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { signaturePdfPath, type StaffSignature } from '@common/waivers';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { instantDateIn } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { useWaiverSignatures } from '../api/use-waiver-signatures';
import { useWaiverVersions } from '../api/use-waiver-versions';
import { WaiverEditor } from './waiver-editor';

/** Staff (issue 29, decision 043): edit the waiver (each save a new version), its versions, and the signatures with their PDFs. */
export function WaiverSection() {
  const { t } = useT('waivers');
  const { t: ts } = useT('staff');
  const versions = useWaiverVersions();
  const list = versions.data?.versions ?? [];
  const current = list[0];
  const site = useSiteInfo();
  const { language } = useT('waivers');
  const tz = site.data?.timeZone ?? 'America/New_York';
  return (
    <section aria-labelledby="staff-section-title" className="space-y-8">
      <SectionHeader title={ts('sections.waiver')}>{t('staff.intro')}</SectionHeader>
      <QueryState query={versions} what={t('staff.versionsHeading')}>
        {current && <WaiverEditor key={current.id} current={current} />}
        <div className="space-y-3">
          <h3 className="text-lg font-bold text-ink-900">{t('staff.versionsHeading')}</h3>
          <ol className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
            {list.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div>
                  <p className="font-semibold text-ink-900">{t('staff.versionRow', { version: v.version })}</p>
                  <p className="text-sm text-slate-600">
                    {v.createdBy
                      ? t('staff.versionMeta', { date: instantDateIn(v.createdAt, tz, language), by: v.createdBy, count: v.signatures })
                      : t('staff.versionMetaFirst', { date: instantDateIn(v.createdAt, tz, language), count: v.signatures })}
                  </p>
                </div>
                <Badge tone={v === current ? 'success' : 'secondary'}>{v === current ? t('staff.current') : t('staff.outdated')}</Badge>
              </li>
            ))}
          </ol>
        </div>
      </QueryState>
      <Signatures timeZone={tz} />
    </section>
  );
}

function Signatures({ timeZone }: { timeZone: string }) {
  const { t } = useT('waivers');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const signatures = useWaiverSignatures(q, page);
  const inputId = useId();
  const list = signatures.data?.signatures ?? [];
  const pages = signatures.data ? Math.max(1, Math.ceil(signatures.data.total / signatures.data.pageSize)) : 1;
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-bold text-ink-900">{t('staff.signaturesHeading')}</h3>
      <form role="search" onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-ink-900">
            {t('staff.searchLabel')}
          </label>
          <Input
            id={inputId}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('staff.searchPlaceholder')}
            maxLength={200}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit">
            <Search className="size-4" aria-hidden="true" /> {t('staff.search')}
          </Button>
          {q && (
            <Button variant="outline" onClick={() => (setTyped(''), setQ(''), setPage(1))}>
              {t('staff.clear')}
            </Button>
          )}
        </div>
      </form>
      <QueryState
        query={signatures}
        what={t('staff.what')}
        empty={{ when: list.length === 0, icon: FileSignature, title: t('staff.emptyTitle'), text: t('staff.emptyText') }}
      >
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('staff.results', { count: signatures.data?.total ?? 0 })}
        </p>
        <ol aria-label={t('staff.listLabel')} className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {list.map((s) => (
            <SignatureRow key={s.id} signature={s} timeZone={timeZone} />
          ))}
        </ol>
        {pages > 1 && (
          <nav aria-label={t('staff.pages')} className="flex items-center justify-between gap-3">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('staff.previous')}
            </Button>
            <span className="text-sm text-slate-700">{t('staff.page', { page, pages })}</span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('staff.next')}
            </Button>
          </nav>
        )}
      </QueryState>
    </div>
  );
}

function SignatureRow({ signature: s, timeZone }: { signature: StaffSignature; timeZone: string }) {
  const { t, language } = useT('waivers');
  const signer = `${s.signerName} (${s.signerRole === 'GUARDIAN' ? t('staff.roleGUARDIAN') : t('staff.roleSELF')})`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">
          {s.athlete.name}
          {s.athleteAge !== null && <span className="font-normal text-slate-600"> · {t('staff.age', { age: s.athleteAge })}</span>}
        </p>
        <p className="text-sm text-slate-700">
          {t('staff.signatureLine', { version: s.version, date: instantDateIn(s.signedAt, timeZone, language), signer })}
        </p>
        <p className="text-sm text-slate-600">{s.language ? t(`staff.signedIn.${s.language}`) : t('staff.languageUnknown')}</p>
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={s.current ? 'success' : 'warning'}>{s.current ? t('staff.current') : t('staff.outdated')}</Badge>
        <Button asChild variant="outline" size="sm">
          <a href={signaturePdfPath(s.id)} download aria-label={t('staff.pdfFor', { name: s.athlete.name })}>
            <FileDown className="size-4" aria-hidden="true" /> {t('staff.pdf')}
          </a>
        </Button>
      </div>
    </li>
  );
}
