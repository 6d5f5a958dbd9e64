// A page of a list the API answers whole (a user's roles, a role's permissions): searched, sorted
// and cut into pages here, so the engine's list shows it like any other.
import type { ListQuery, PageOf } from '@/lib/resource-definition';

export function localPage<T extends { id: number; name: string }>(rows: T[], query: ListQuery): PageOf<T> {
  const search = query.search?.toLocaleLowerCase();
  const found = search ? rows.filter((row) => row.name.toLocaleLowerCase().includes(search)) : [...rows];
  if (query.order_by === 'name' || query.order_by === 'id') {
    const key = query.order_by;
    const sign = query.order_dir === 'desc' ? -1 : 1;
    found.sort((a, b) => sign * (key === 'id' ? a.id - b.id : a.name.localeCompare(b.name)));
  }
  const perPage = query.per_page;
  const lastPage = Math.max(1, Math.ceil(found.length / perPage));
  const current = Math.min(Math.max(1, query.page), lastPage);
  return {
    data: found.slice((current - 1) * perPage, current * perPage),
    meta: { current_page: current, last_page: lastPage, total: found.length, per_page: perPage },
  };
}
