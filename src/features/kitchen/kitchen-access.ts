// Who opens the kitchen board: people who move orders along (orders.update: restaurant staff,
// administrators); anyone else gets the 404 page, as for the engine's pages (crud/permissions.ts).
import { notFound } from '@tanstack/react-router';
import { hasPermission } from '@/lib/permissions';
import type { RouterContext } from '@/lib/router-context';

export const KITCHEN_PERMISSION = 'orders.update';

export async function requireKitchen({ context }: { context: RouterContext }): Promise<void> {
  const user = await context.sessionReady();
  if (!hasPermission(user, KITCHEN_PERMISSION)) throw notFound();
}
