/** "program #12", "plan PRO", "program" (a change of many, such as a new order). */
export const auditTarget = (entity: string, entityId: string | null) => {
  const name = entity.replace(/_/g, ' ');
  if (!entityId) return name;
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
