/**
 * A bounded waiting queue served round-robin by tenant: each turn takes the oldest item of the next
 * tenant, so one tenant's many waiting jobs cannot starve another tenant's one. When full, a newcomer
 * takes the place of the newest item of the tenant with the most waiting (who then gets `busy`),
 * unless its own tenant would then wait for as many.
 */
export type FairQueue<T> = {
  /** Queues `item`; answers what was turned away: `item` itself, another tenant's newest item, or nothing. */
  push(tenant: string, item: T): T | undefined;
  shift(): T | undefined;
  /** Empties the queue, returning every item. */
  drain(): T[];
  readonly size: number;
};

export function createFairQueue<T>(capacity: number): FairQueue<T> {
  // A Map iterates in insertion order: a tenant served goes to the back of the line.
  const byTenant = new Map<string, T[]>();
  let size = 0;

  function longest(): [string, T[]] | undefined {
    let found: [string, T[]] | undefined;
    for (const entry of byTenant) if (!found || entry[1].length > found[1].length) found = entry;
    return found;
  }

  return {
    push(tenant, item) {
      let turnedAway: T | undefined;
      if (size >= capacity) {
        const [, items] = longest() ?? ['', []];
        const own = byTenant.get(tenant)?.length ?? 0;
        if (items.length <= own + 1) return item;
        turnedAway = items.pop();
        size--;
      }
      const items = byTenant.get(tenant);
      if (items) items.push(item);
      else byTenant.set(tenant, [item]);
      size++;
      return turnedAway;
    },
    shift() {
      const first = byTenant.entries().next();
      if (first.done) return undefined;
      const [tenant, items] = first.value;
      const item = items.shift();
      byTenant.delete(tenant);
      if (items.length) byTenant.set(tenant, items);
      size--;
      return item;
    },
    drain() {
      const all = [...byTenant.values()].flat();
      byTenant.clear();
      size = 0;
      return all;
    },
    get size() {
      return size;
    },
  };
}
