import { useT } from './i18next';

/**
 * A pickup game's skill level in the reader's language (issue 34): the levels staff pick are stored
 * in English ('Intermediate'); one typed by hand before the list existed is shown as stored.
 */
export function useSkillLevel(): (stored: string) => string {
  const { t } = useT('common');
  return (stored) => (t as unknown as (key: string, o: { defaultValue: string }) => string)(`skillLevels.${stored}`, { defaultValue: stored });
}
