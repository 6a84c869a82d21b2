import { Archive, FileText, Pencil, Plus, RotateCcw, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { GroupSummary } from '@common/team-reports';
import { useT } from '@/lib/i18n/i18next';
import { useNotify } from '@/lib/staff/notify';
import { QueryState } from '@/lib/staff/query-state';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { FilterTabs } from '@/ui/filter-tabs';
import { Input } from '@/ui/input';
import { useCandidates, useCreateGroup, useGroup, useGroups, useSetGroupAthletes, useUpdateGroup } from '../api/use-team-reports';

type Heading = 'h2' | 'h3';
type Tab = 'active' | 'archived';

/** Where a group's report opens. */
export const reportPath = (groupId: number) => `/coach/groups/${groupId}`;

/**
 * The groups a coach made (staff: every group): create, rename, choose the athletes, archive and
 * restore, open the report. `heading` is the level of its own headings, under the page's or the
 * workspace section's.
 */
export function GroupsManager({ heading = 'h2' }: { heading?: Heading }) {
  const { t } = useT('teamReports');
  const [tab, setTab] = useState<Tab>('active');
  const groups = useGroups(tab === 'archived');
  const H = heading;
  const list = groups.data ?? [];
  return (
    <div className="space-y-6">
      <NewGroupForm heading={heading} />
      <div className="space-y-3">
        <H className="text-lg font-bold text-ink-900">{t('groups.listLabel')}</H>
        <FilterTabs
          label={t('groups.tabsLabel')}
          value={tab}
          onValueChange={setTab}
          tabs={[
            { value: 'active', label: t('groups.tabActive') },
            { value: 'archived', label: t('groups.tabArchived') },
          ]}
        >
          <QueryState
            query={groups}
            what={t('groups.what')}
            empty={{ when: list.length === 0, icon: Users, title: t(tab === 'archived' ? 'groups.emptyArchived' : 'groups.empty') }}
          >
            <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label={t('groups.listLabel')}>
              {list.map((g) => (
                <GroupRow key={g.id} group={g} />
              ))}
            </ul>
          </QueryState>
        </FilterTabs>
      </div>
    </div>
  );
}

function NewGroupForm({ heading }: { heading: Heading }) {
  const { t } = useT('teamReports');
  const notify = useNotify();
  const create = useCreateGroup();
  const [name, setName] = useState('');
  const titleId = useId();
  const H = heading;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name },
      {
        onSuccess: (g) => {
          notify.saved(t('groups.created', { name: g.name }));
          setName('');
        },
        onError: (err) => notify.error(err),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-labelledby={titleId} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <H id={titleId} className="text-lg font-bold text-ink-900">
        {t('groups.newTitle')}
      </H>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <Field label={t('groups.name')}>
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required />
          </Field>
        </div>
        <Button type="submit" disabled={create.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          {t('groups.create')}
        </Button>
      </div>
    </form>
  );
}

function GroupRow({ group }: { group: GroupSummary }) {
  const { t } = useT('teamReports');
  const notify = useNotify();
  const update = useUpdateGroup();
  const [mode, setMode] = useState<'view' | 'rename' | 'athletes'>('view');
  const [name, setName] = useState(group.name);
  const toggleArchive = () =>
    update.mutate(
      { id: group.id, archived: !group.archived },
      { onSuccess: () => notify.saved(t(group.archived ? 'groups.restored' : 'groups.archivedDone', { name: group.name })), onError: (e) => notify.error(e) },
    );
  const rename = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { id: group.id, name },
      {
        onSuccess: () => {
          notify.saved(t('groups.renamed'));
          setMode('view');
        },
        onError: (err) => notify.error(err),
      },
    );
  };
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink-900">
            {group.name} {group.archived && <Badge tone="secondary">{t('groups.archivedBadge')}</Badge>}
          </p>
          <p className="flex flex-wrap gap-x-3 text-sm text-slate-700">
            <span>{t('groups.athletes', { count: group.athleteCount })}</span>
            <span>{t('groups.owner', { name: group.owner.name })}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link href={reportPath(group.id)} aria-label={t('groups.reportOf', { name: group.name })}>
              <FileText className="size-4" aria-hidden="true" />
              {t('groups.report')}
            </Link>
          </Button>
          {!group.archived && (
            <Button
              variant="outline"
              size="sm"
              aria-expanded={mode === 'athletes'}
              aria-label={t('groups.editOf', { name: group.name })}
              onClick={() => setMode(mode === 'athletes' ? 'view' : 'athletes')}
            >
              <Users className="size-4" aria-hidden="true" />
              {t('groups.edit')}
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            aria-expanded={mode === 'rename'}
            aria-label={t('groups.renameOf', { name: group.name })}
            onClick={() => setMode(mode === 'rename' ? 'view' : 'rename')}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('groups.rename')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            aria-label={t(group.archived ? 'groups.restoreOf' : 'groups.archiveOf', { name: group.name })}
            onClick={toggleArchive}
          >
            {group.archived ? <RotateCcw className="size-4" aria-hidden="true" /> : <Archive className="size-4" aria-hidden="true" />}
            {t(group.archived ? 'groups.restore' : 'groups.archive')}
          </Button>
        </div>
      </div>
      {mode === 'rename' && (
        <form onSubmit={rename} aria-label={t('groups.renameOf', { name: group.name })} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <Field label={t('groups.name')}>
              <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required autoFocus />
            </Field>
          </div>
          <Button type="submit" disabled={update.isPending}>
            {t('groups.save')}
          </Button>
          <Button type="button" variant="outline" onClick={() => setMode('view')}>
            {t('groups.cancel')}
          </Button>
        </form>
      )}
      {mode === 'athletes' && <AthletesEditor groupId={group.id} name={group.name} onDone={() => setMode('view')} />}
    </li>
  );
}

/** The group's athletes as ticks: its members and the athletes the reader may add. */
function AthletesEditor({ groupId, name, onDone }: { groupId: number; name: string; onDone: () => void }) {
  const { t } = useT('teamReports');
  const notify = useNotify();
  const group = useGroup(groupId);
  const candidates = useCandidates(true);
  const save = useSetGroupAthletes();
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [filter, setFilter] = useState('');
  const members = group.data?.athletes ?? [];
  const selected = chosen ?? new Set(members.map((a) => a.id));
  const people = [...members, ...(candidates.data ?? []).filter((c) => !members.some((m) => m.id === c.id))].sort((a, b) => a.name.localeCompare(b.name));
  const shown = people.filter((p) => p.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id: groupId, athleteIds: [...selected] },
      {
        onSuccess: () => {
          notify.saved(t('groups.athletesSaved', { name }));
          onDone();
        },
        onError: (err) => notify.error(err),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('groups.athletesTitle', { name })} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink-900">{t('groups.athletesTitle', { name })}</legend>
        <p className="text-sm text-slate-700">{t('groups.athletesHint')}</p>
        <div className="max-w-sm">
          <Field label={t('groups.filter')}>
            <Input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
          </Field>
        </div>
        {group.isSuccess && candidates.isSuccess && people.length === 0 && <p className="text-sm text-slate-700">{t('groups.noCandidates')}</p>}
        <ul className="grid max-h-72 gap-1 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((p) => (
            <li key={p.id}>
              <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-2 text-sm text-ink-900 hover:bg-white">
                <input type="checkbox" className="size-4 accent-brand-600" checked={selected.has(p.id)} onChange={() => toggle(p.id)} />
                {p.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending || !group.isSuccess}>
          {t('groups.saveAthletes')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('groups.cancel')}
        </Button>
      </div>
    </form>
  );
}
