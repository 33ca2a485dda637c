/** The log's filters as the URL keeps them; dates are calendar days (YYYY-MM-DD) in the user's time zone. */
export type AuditFilterState = {
  type: string | null;
  operation: string | null;
  record: string | null;
  actor: string | null;
  from: string | null;
  to: string | null;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a calendar day in the user's time zone, as an ISO instant; the day after when `next`. */
function dayStart(day: string | null, next = false): string | undefined {
  if (!day || !DAY.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + (next ? 1 : 0)).toISOString();
}

/** Whether any filter narrows the log (the count then says how many match, not how many were recorded). */
export const isFiltered = (filter: AuditFilterState) => Object.values(filter).some((value) => Boolean(value?.trim()));

/** Both days given, the first after the last: nothing can match, and the user is told why. */
export const datesReversed = (filter: AuditFilterState) =>
  Boolean(filter.from && filter.to && DAY.test(filter.from) && DAY.test(filter.to) && filter.from > filter.to);

/** The server's where: `to` includes its whole day. */
export function auditWhere(filter: AuditFilterState) {
  return {
    recordType: filter.type || undefined,
    operation: filter.operation || undefined,
    recordId: filter.record?.trim() || undefined,
    actorId: filter.actor || undefined,
    from: dayStart(filter.from),
    to: dayStart(filter.to, true),
  };
}
