// The id a new row gets: one above the highest id in its table. Pure, so the seed can use it too.
export function nextId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
}
