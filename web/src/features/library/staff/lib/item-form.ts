import type { LibraryInput, LibraryKind, LibraryLevel, LibrarySkill, StaffLibraryItem } from '@common/library';

/** The form's fields, as typed (empty strings for what is not written). */
export interface ItemForm {
  kind: LibraryKind;
  title: string;
  titleEs: string;
  summary: string;
  summaryEs: string;
  body: string;
  bodyEs: string;
  sport: string;
  level: LibraryLevel;
  /** One of LIBRARY_SKILLS (an item saved before the list may hold another word); empty until chosen. */
  skill: string;
  isFree: boolean;
  published: boolean;
}

export const formOf = (item: StaffLibraryItem | null): ItemForm => ({
  kind: item?.kind ?? 'VIDEO',
  title: item?.title ?? '',
  titleEs: item?.titleEs ?? '',
  summary: item?.summary ?? '',
  summaryEs: item?.summaryEs ?? '',
  body: item?.body ?? '',
  bodyEs: item?.bodyEs ?? '',
  sport: item?.sport ?? '',
  level: item?.level ?? 'BEGINNER',
  skill: item?.skill ?? '',
  isFree: item?.isFree ?? false,
  published: item ? item.published : true,
});

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** What the API takes: blanks become null (no Spanish, every sport). */
export function inputOf(form: ItemForm, objectKey: string | null): LibraryInput {
  return {
    kind: form.kind,
    title: form.title.trim(),
    titleEs: orNull(form.titleEs),
    summary: orNull(form.summary),
    summaryEs: orNull(form.summaryEs),
    body: orNull(form.body),
    bodyEs: orNull(form.bodyEs),
    sport: orNull(form.sport),
    level: form.level,
    // The server refuses a word outside the list with a message; an edit sends it only when changed.
    skill: form.skill as LibrarySkill,
    isFree: form.isFree,
    objectKey,
    published: form.published,
  };
}

/** Only what changed, for an edit (the kind stays; a new video only when one was uploaded). */
export function changesOf(item: StaffLibraryItem, form: ItemForm, objectKey: string | null): Partial<LibraryInput> {
  const next = inputOf(form, objectKey);
  const before = inputOf(formOf(item), null);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(next) as Array<keyof LibraryInput>) {
    if (key === 'kind' || key === 'objectKey') continue;
    if (next[key] !== before[key]) out[key] = next[key];
  }
  if (objectKey) out.objectKey = objectKey;
  return out as Partial<LibraryInput>;
}
