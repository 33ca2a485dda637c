/** Spec 001 §7: an and of the search (logicalId equals, name contains, or id equals) and the type filter. */
export function templateWhere(search: string, types: readonly string[]) {
  const text = search.trim();
  const and: Array<Record<string, unknown>> = [];
  if (text) and.push({ or: [{ logicalId: text }, { name_contains: text }, { id: text }] });
  if (types.length) and.push({ or: types.map((type) => ({ type })) });
  return and.length ? { and } : {};
}
