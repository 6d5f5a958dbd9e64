// Restaurants (spec §3) with their menus and contacts as child lists; linked to tenants (type 91).
// The children are tied to their parent here, so that their files need nothing of this one.
import { defineMessages } from 'react-intl';
import type { Restaurant, RestaurantContact, RestaurantMenu } from '@/api/models';
import type { ParentDefinition, ResourceDefinition } from '@/lib/resource-definition';
import { collection } from './collection';
import { imageChoices } from './images';
import { contactsOfRestaurant, type RestaurantParams } from './restaurant-contacts';
import { menuDefaults, menusOfRestaurant } from './restaurant-menus';
import { commonLabels, idField, MENU_TYPE_OPTIONS, timestampFields } from './shared';

export const restaurantLabels = defineMessages({
  plural: { id: 'resources.restaurants.plural', defaultMessage: 'Restaurants' },
  singular: { id: 'resources.restaurants.singular', defaultMessage: 'Restaurant' },
  create: { id: 'resources.restaurants.create', defaultMessage: 'New restaurant' },
  entity: { id: 'resources.restaurants.entity', defaultMessage: 'restaurant' },
  isOpen: { id: 'resources.restaurants.isOpen', defaultMessage: 'Currently open' },
  latitude: { id: 'resources.restaurants.latitude', defaultMessage: 'Latitude' },
  longitude: { id: 'resources.restaurants.longitude', defaultMessage: 'Longitude' },
  imageTitleHelp: { id: 'resources.restaurants.imageTitleHelp', defaultMessage: 'Left empty, the name is used.' },
  defaultPrice: { id: 'resources.restaurants.defaultPrice', defaultMessage: 'Menu default: price' },
  defaultHidePrice: { id: 'resources.restaurants.defaultHidePrice', defaultMessage: 'Menu default: hide price' },
  defaultType: { id: 'resources.restaurants.defaultType', defaultMessage: 'Menu default: type' },
  defaultTimeLimit: { id: 'resources.restaurants.defaultTimeLimit', defaultMessage: 'Menu default: time limit' },
  sameDayTimeLimit: { id: 'resources.restaurants.sameDayTimeLimit', defaultMessage: 'Same-day time limit' },
  sameDayHelp: { id: 'resources.restaurants.sameDayHelp', defaultMessage: 'Same-day orders close at this time; empty: all day.' },
  priceHiding: { id: 'resources.restaurants.priceHiding', defaultMessage: 'Price hiding' },
  priceHidingHelp: { id: 'resources.restaurants.priceHidingHelp', defaultMessage: 'Hides the prices of all its menus from non-admins.' },
  deleteCascades: { id: 'resources.restaurants.deleteCascades', defaultMessage: 'Its menus, contacts and discounts are deleted with it.' },
  navDescription: { id: 'nav.restaurants.description', defaultMessage: 'Restaurants with their menus and contacts.' },
});

/** No menu default set → null (the built-in defaults); a set one needs a type. */
function prepareInput(input: Record<string, unknown>): Record<string, unknown> {
  const defaults = input.menu_defaults;
  if (!defaults || typeof defaults !== 'object') return input;
  if (!('price' in defaults && 'hide_price' in defaults && 'type' in defaults && 'time_limit' in defaults)) return input;
  const empty = defaults.price === null && !defaults.hide_price && defaults.type === null && defaults.time_limit === null;
  return { ...input, menu_defaults: empty ? null : { ...defaults, type: defaults.type ?? 'NORMAL' } };
}

export const restaurants: ResourceDefinition<Restaurant> = {
  key: 'restaurants',
  logModelType: 91,
  permission: 'restaurants',
  labels: restaurantLabels,
  titleOf: (restaurant) => restaurant.name,
  dateFilter: commonLabels.createdAt,
  tenantLink: 91,
  deleteCascades: restaurantLabels.deleteCascades,
  nav: { group: 'catalogue', order: 20, description: restaurantLabels.navDescription },
  fields: [
    { name: 'name', label: commonLabels.name, type: 'text', required: true, maxLength: 255, list: { sortable: true }, form: {} },
    idField(),
    { name: 'address', label: commonLabels.address, type: 'text', required: true, maxLength: 255, list: {}, form: {} },
    { name: 'is_open', label: restaurantLabels.isOpen, type: 'boolean', list: { sortable: true, primary: true }, form: {} },
    { name: 'description', label: commonLabels.description, type: 'textarea', maxLength: 5000, form: {} },
    { name: 'latitude', label: restaurantLabels.latitude, type: 'decimal', min: -90, max: 90, list: { hidden: true }, form: {} },
    { name: 'longitude', label: restaurantLabels.longitude, type: 'decimal', min: -180, max: 180, list: { hidden: true }, form: {} },
    { name: 'price', label: commonLabels.price, type: 'money', min: 0, list: {}, form: {} },
    { name: 'hide_price', label: restaurantLabels.priceHiding, type: 'boolean', help: restaurantLabels.priceHidingHelp, list: { hidden: true }, form: {} },
    { name: 'same_day_time_limit', label: restaurantLabels.sameDayTimeLimit, type: 'time', help: restaurantLabels.sameDayHelp, list: { hidden: true }, form: {} },
    { name: 'image_title', label: commonLabels.imageTitle, type: 'text', maxLength: 255, help: restaurantLabels.imageTitleHelp, form: {} },
    { name: 'image_id', label: commonLabels.image, type: 'image', reference: { load: imageChoices }, form: {}, details: false },
    { name: 'menu_defaults.price', label: restaurantLabels.defaultPrice, type: 'money', min: 0, form: {} },
    { name: 'menu_defaults.type', label: restaurantLabels.defaultType, type: 'enum', enumOptions: MENU_TYPE_OPTIONS, form: {} },
    { name: 'menu_defaults.time_limit', label: restaurantLabels.defaultTimeLimit, type: 'time', form: {} },
    { name: 'menu_defaults.hide_price', label: restaurantLabels.defaultHidePrice, type: 'boolean', form: {} },
    ...timestampFields(),
  ],
  prepareInput,
  ...collection('/api/v1/restaurants', '/restaurants'),
  children: [
    { resource: () => restaurantMenus, params: (restaurant) => ({ restaurantId: restaurant.id }) },
    { resource: () => restaurantContacts, params: (restaurant) => ({ restaurantId: restaurant.id }) },
  ],
};

const parent: ParentDefinition<RestaurantParams> = { resource: () => restaurants, id: (params) => params.restaurantId };

export const restaurantMenus: ResourceDefinition<RestaurantMenu, RestaurantParams> = {
  ...menusOfRestaurant,
  parent: { ...parent, defaults: menuDefaults },
};

export const restaurantContacts: ResourceDefinition<RestaurantContact, RestaurantParams> = { ...contactsOfRestaurant, parent };
