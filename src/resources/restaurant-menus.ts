// Restaurant menus (spec §3): created and changed under a restaurant (/admin/restaurants/{id}/menus),
// listed all together at /admin/restaurant-menus. restaurants.ts ties them to their parent.
import { defineMessages } from 'react-intl';
import { crud, readable } from '@/api/crud';
import type { Restaurant, RestaurantMenu } from '@/api/models';
import type { ResourceDefinition } from '@/lib/resource-definition';
import type { FieldDefinition } from '@/lib/field-definition';
import { adminPath } from '@/lib/admin-paths';
import { imageChoices } from './images';
import { childCollection } from './collection';
import { restaurantPage, type RestaurantParams } from './restaurant-contacts';
import { commonLabels, idField, MENU_TYPE_OPTIONS, timestampFields } from './shared';

export const menuLabels = defineMessages({
  plural: { id: 'resources.restaurantMenus.plural', defaultMessage: 'Menus' },
  allPlural: { id: 'resources.restaurantMenus.allPlural', defaultMessage: 'Restaurant menus' },
  singular: { id: 'resources.restaurantMenus.singular', defaultMessage: 'Menu' },
  create: { id: 'resources.restaurantMenus.create', defaultMessage: 'New menu' },
  entity: { id: 'resources.restaurantMenus.entity', defaultMessage: 'menu' },
  restaurant: { id: 'resources.restaurantMenus.restaurant', defaultMessage: 'Restaurant' },
  availableFrom: { id: 'resources.restaurantMenus.availableFrom', defaultMessage: 'Available from' },
  availableTill: { id: 'resources.restaurantMenus.availableTill', defaultMessage: 'Available till' },
  availableTillHelp: { id: 'resources.restaurantMenus.availableTillHelp', defaultMessage: 'Empty: no end date.' },
  available: { id: 'resources.restaurantMenus.available', defaultMessage: 'Available' },
  availability: { id: 'resources.restaurantMenus.availability', defaultMessage: 'Availability' },
  timeLimit: { id: 'resources.restaurantMenus.timeLimit', defaultMessage: 'Time limit' },
  timeLimitHelp: { id: 'resources.restaurantMenus.timeLimitHelp', defaultMessage: 'Empty: the restaurant’s same-day time limit.' },
  priceHelp: { id: 'resources.restaurantMenus.priceHelp', defaultMessage: 'Empty: the restaurant’s price.' },
  imageTitleHelp: { id: 'resources.restaurantMenus.imageTitleHelp', defaultMessage: 'Left empty, the menu’s name is used.' },
  deleteCascades: { id: 'resources.restaurantMenus.deleteCascades', defaultMessage: 'Its discounts are deleted with it.' },
  navDescription: { id: 'nav.restaurantMenus.description', defaultMessage: 'Every menu of every restaurant in one list.' },
});

const PATH = '/api/v1/restaurants/{restaurantId}/menus';
const menusOf = childCollection(PATH, restaurantPage, 'menus');

function menuFields(): FieldDefinition<RestaurantMenu>[] {
  return [
    { name: 'name', label: commonLabels.name, type: 'text', required: true, maxLength: 255, list: { sortable: true }, form: {} },
    idField(),
    { name: 'type', label: commonLabels.type, type: 'enum', required: true, enumOptions: MENU_TYPE_OPTIONS, list: { sortable: true }, form: {} },
    { name: 'available_from', label: menuLabels.availableFrom, type: 'date', required: true, list: { sortable: true }, form: {} },
    { name: 'available_till', label: menuLabels.availableTill, type: 'date', help: menuLabels.availableTillHelp, list: { sortable: true }, form: {} },
    { name: 'price', label: commonLabels.price, type: 'money', min: 0, help: menuLabels.priceHelp, list: {}, form: {} },
    { name: 'available', label: menuLabels.available, type: 'boolean', list: { primary: true }, form: {} },
    { name: 'hide_price', label: commonLabels.hidePrice, type: 'boolean', list: { hidden: true }, form: {} },
    { name: 'time_limit', label: menuLabels.timeLimit, type: 'time', help: menuLabels.timeLimitHelp, list: { hidden: true }, form: {} },
    { name: 'description', label: commonLabels.description, type: 'textarea', maxLength: 5000, form: {} },
    { name: 'image_title', label: commonLabels.imageTitle, type: 'text', maxLength: 255, help: menuLabels.imageTitleHelp, form: {} },
    { name: 'image_id', label: commonLabels.image, type: 'image', reference: { load: imageChoices }, form: {}, details: false },
    ...timestampFields(),
  ];
}

/** A new menu starts from its restaurant's menu defaults. */
export function menuDefaults(restaurant: Restaurant): Record<string, unknown> {
  const defaults = restaurant.menu_defaults;
  return { available: true, type: defaults?.type ?? 'NORMAL', price: defaults?.price ?? null, hide_price: defaults?.hide_price ?? false, time_limit: defaults?.time_limit ?? null };
}

/** Without its parent: restaurants.ts exports `restaurantMenus`. */
export const menusOfRestaurant: Omit<ResourceDefinition<RestaurantMenu, RestaurantParams>, 'parent' | 'links' | 'refuse'> = {
  key: 'restaurant-menus',
  logModelType: 92,
  permission: 'restaurant-menus',
  labels: menuLabels,
  titleOf: (menu) => menu.name,
  deleteCascades: menuLabels.deleteCascades,
  fields: menuFields(),
  ...menusOf,
};

/** /admin/restaurant-menus: every menu the user may see, each opening under its restaurant. */
export const allRestaurantMenus: ResourceDefinition<RestaurantMenu> = {
  ...menusOfRestaurant,
  key: 'all-restaurant-menus',
  labels: { ...menuLabels, plural: menuLabels.allPlural },
  dateFilter: menuLabels.availability,
  nav: { group: 'catalogue', order: 30, description: menuLabels.navDescription },
  filters: [
    { field: 'type', param: 'type[]' },
    { field: 'available', param: 'available' },
  ],
  fields: [
    ...menuFields().slice(0, 2),
    { name: 'restaurant_name', label: menuLabels.restaurant, type: 'text', list: { sortable: true } },
    ...menuFields().slice(2),
  ],
  api: {
    list: (query, _params, signal) => readable('/api/v1/restaurant-menus').list(query, signal),
    remove: (menu) => crud(PATH, { restaurantId: menu.restaurant_id }).remove(menu.id),
  },
  routes: {
    list: () => adminPath('/restaurant-menus'),
    record: (menu) => menusOf.routes.record(menu, { restaurantId: menu.restaurant_id }),
  },
};
