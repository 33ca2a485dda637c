/** How often a view of a running run asks again (the studio has no subscriptions). */
export const LIVE_INTERVAL_MS = 1000;
