import { useT } from './i18next';

/**
 * Words for the values people pick from lists and the app stores in English (issue 34): sports and
 * positions (common/sports.ts). The value stays the stored English one; only what is shown changes.
 * An unknown value (typed before the lists existed) is shown as stored.
 */
export function useEnumLabels() {
  const { t } = useT('common');
  const look = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return {
    sport: (value: string | null | undefined) => (value ? look(`sports.${value}`, { defaultValue: value }) : ''),
    position: (value: string | null | undefined) => (value ? look(`positions.${value}`, { defaultValue: value }) : ''),
  };
}
