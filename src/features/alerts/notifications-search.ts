// The notifications page's address parameters, apart from the page: the route tree (in the app's
// first file) reads them, the page's code loads only when it is opened.

export interface NotificationsSearch {
  page?: number;
  unread?: boolean;
}

/** `page` a whole number ≥ 2 (1 is left out), `unread` true or nothing. */
export function validateNotificationsSearch(search: Record<string, unknown>): NotificationsSearch {
  const page = Number(search.page);
  const unread = search.unread === true || search.unread === 1 || search.unread === '1' || search.unread === 'true';
  return { ...(Number.isSafeInteger(page) && page >= 2 ? { page } : {}), ...(unread ? { unread: true } : {}) };
}
