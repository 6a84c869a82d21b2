/** The workspace's sections, in menu order; their names are in the staff namespace (sections.*). */
export const SECTIONS = [
  'schedule',
  'check-in',
  'programs',
  'games',
  'news',
  'library',
  'tests',
  'groups',
  'alumni',
  'plans',
  'packs',
  'receipts',
  'waiver',
  'reminders',
  'settings',
  'reports',
  'staff',
  'audit',
] as const;

export type SectionKey = (typeof SECTIONS)[number];

export const WORKSPACE_PATH = '/coach/manage';

/** The section of /coach/manage/:section; the schedule when none is given, null when unknown. */
export function sectionOf(param: string | undefined): SectionKey | null {
  if (!param) return 'schedule';
  return SECTIONS.find((s) => s === param) ?? null;
}

export const sectionPath = (key: SectionKey) => `${WORKSPACE_PATH}/${key}`;
