// Every top-level admin resource on the engine. The parametrised engine suite walks this list,
// so an entity that joins it is covered by the engine tests.
import type { AnyResource } from '@/lib/resource-definition';
import { discounts } from './discounts';
import { images } from './images';
import { orderItems, orders } from './orders';
import { allRestaurantMenus } from './restaurant-menus';
import { restaurants } from './restaurants';
import { tenants } from './tenants';

export const RESOURCES: AnyResource[] = [tenants, restaurants, allRestaurantMenus, discounts, images, orders, orderItems];
