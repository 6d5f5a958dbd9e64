import { defineMessage, defineMessages } from 'react-intl';

export const menuMessages = defineMessages({
  priceHidden: { id: 'menu.price.hidden', defaultMessage: 'Price on request' },
  priceUnset: { id: 'menu.price.unset', defaultMessage: 'No price set' },
  AVAILABILITY: { id: 'menu.notOrderable.availability', defaultMessage: 'Not offered on this day' },
  NOT_AVAILABLE: { id: 'menu.notOrderable.notAvailable', defaultMessage: 'Currently not available' },
  RESTAURANT_CLOSED: { id: 'menu.notOrderable.closed', defaultMessage: 'Restaurant closed' },
  TIME_LIMIT_PASSED: { id: 'menu.notOrderable.timeLimit', defaultMessage: 'Ordering for this day has closed' },
});

export const orderUntilMessage = defineMessage<{ time: string }>({ id: 'menu.orderUntil', defaultMessage: 'Order until {time}' });
