/** Seed rows carry this fixed time so snapshots and assertions never depend on the clock. */
export const SEED_TIME = '2025-01-01T08:00:00.000000Z';
