// Every top-level admin resource on the engine. The parametrised engine suite walks this list,
// so an entity that joins it is covered by the engine tests.
import type { AnyResource } from '@/lib/resource-definition';
import { bills } from './bills';
import { discounts } from './discounts';
import { images } from './images';
import { languages } from './languages';
import { logs } from './logs';
import { orderItems, orders } from './orders';
import { permissions } from './permissions';
import { allRestaurantMenus } from './restaurant-menus';
import { restaurants } from './restaurants';
import { roles } from './roles';
import { tenants } from './tenants';
import { texts } from './texts';
import { translations } from './translations';
import { users } from './users';
import { variables } from './variables';

export const RESOURCES: AnyResource[] = [
  tenants, restaurants, allRestaurantMenus, discounts, images, orders, orderItems, users, roles, permissions,
  languages, texts, translations, logs, bills, variables,
];
