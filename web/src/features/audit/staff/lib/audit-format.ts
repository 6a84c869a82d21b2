/** Settings kept in one row: named without their id ("the attendance policy", not "#1"). */
const SINGLETONS = new Set(['facility_settings', 'attendance_policy', 'reminder_settings']);

/**
 * "program #12", "plan PRO", "program" (a change of many, such as a new order), with the entity's
 * name in the reader's language (`name`, from the staff catalogue; the stored name when it has none).
 */
export const auditTarget = (entity: string, entityId: string | null, name = entity.replace(/_/g, ' ')) => {
  if (!entityId || SINGLETONS.has(entity)) return name;
  return /^\d+$/.test(entityId) ? `${name} #${entityId}` : `${name} ${entityId}`;
};

/** The details of a change as short "name: value" pairs; long values are cut. */
export function auditDetails(details: Record<string, unknown>, max = 60): string {
  return Object.entries(details)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => {
      const text = typeof v === 'string' ? v : JSON.stringify(v);
      return `${k}: ${text.length > max ? `${text.slice(0, max - 1)}…` : text}`;
    })
    .join(' · ');
}
