import { isLibrarySkill } from '@common/library';
import { useT } from '@/lib/i18n/i18next';

/** A library skill in the reader's language (issue 34); a word saved before the list is shown as written. */
export function useSkillLabel(): (skill: string) => string {
  const { t } = useT('library');
  return (skill) => (isLibrarySkill(skill) ? t(`skills.${skill}`) : skill);
}
