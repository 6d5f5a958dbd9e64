// The choices of a filter on a person (shown to those who may list users): users by e-mail address.
import { crud } from '@/api/crud';
import type { Choice } from '@/lib/field-definition';
import type { ListFilter } from '@/lib/resource-definition';
import type { MessageDescriptor } from 'react-intl';

export async function userChoices(search: string): Promise<Choice[]> {
  const page = await crud('/api/v1/users').list({ search: search || undefined, per_page: 100, order_by: 'email', order_dir: 'asc' });
  return page.data.map((user) => ({ value: user.id, label: user.email }));
}

/**
 * A list's filter on whose records they are (`user` in the URL, `user_id` sent): an order's or an
 * item's person. Its control is for those who may list users; the dashboard's links to one's own
 * orders among everyone's use it too.
 */
export function userFilter(label: MessageDescriptor): ListFilter {
  return { field: 'user', param: 'user_id', permission: 'users.view', choices: { label, reference: { load: userChoices } } };
}
