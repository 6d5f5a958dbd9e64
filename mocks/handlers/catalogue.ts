// The catalogue part of the contract: tenants, tenant links, restaurants with their menus and
// contacts, discounts, images, and the public reads of the landing and restaurant pages.
import type { HttpHandler } from 'msw';
import { discountHandlers } from '../catalogue/discounts';
import { imageHandlers } from '../catalogue/images';
import { publicCatalogueHandlers } from '../catalogue/public-catalogue';
import { restaurantContactHandlers } from '../catalogue/restaurant-contacts';
import { restaurantMenuHandlers } from '../catalogue/restaurant-menus';
import { restaurantHandlers } from '../catalogue/restaurants';
import { tenantLinkHandlers } from '../catalogue/tenant-links';
import { tenantHandlers } from '../catalogue/tenants';

export function catalogueHandlers(): HttpHandler[] {
  return [
    ...tenantHandlers(),
    ...tenantLinkHandlers(),
    ...restaurantHandlers(),
    ...restaurantMenuHandlers(),
    ...restaurantContactHandlers(),
    ...discountHandlers(),
    ...imageHandlers(),
    ...publicCatalogueHandlers(),
  ];
}
