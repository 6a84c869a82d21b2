export const SECTIONS = [
  { key: 'schedule', label: 'Schedule' },
  { key: 'programs', label: 'Programs' },
  { key: 'games', label: 'Pickup Games' },
  { key: 'news', label: 'News' },
  { key: 'alumni', label: 'Alumni' },
  { key: 'plans', label: 'Plans' },
  { key: 'reports', label: 'Reports' },
  { key: 'staff', label: 'Staff' },
  { key: 'audit', label: 'Audit Log' },
] as const;

export type SectionKey = (typeof SECTIONS)[number]['key'];

export const WORKSPACE_PATH = '/coach/manage';

/** The section of /coach/manage/:section; the schedule when none is given, null when unknown. */
export function sectionOf(param: string | undefined): SectionKey | null {
  if (!param) return 'schedule';
  return SECTIONS.find((s) => s.key === param)?.key ?? null;
}

export const sectionPath = (key: SectionKey) => `${WORKSPACE_PATH}/${key}`;
