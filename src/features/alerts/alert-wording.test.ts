// Alerts worded from their data in the reader's language (never a server sentence), each leading
// to one of the app's own pages, and never anywhere a link from the server would name.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '@/api/models';
import fr from '../../../locales/fr.json';
import { alertComment, alertPath, alertText } from './alert-wording';
import { relativeTime } from './relative-time';

const en = createIntl({ locale: 'en' });
const french = createIntl({ locale: 'fr', messages: fr });
const NB = '\u00a0';

const order = { tenant_id: 1, link: { kind: 'order' as const, id: 12 }, order_id: 12, order_number: 'A-2026-000012', item_id: null, item_name: null };
const item = { ...order, item_id: 30, item_name: 'Buddha bowl' };
const alert = (type: AppNotification['type'], data: object): AppNotification =>
  ({ id: '00000000-0000-4000-8000-000000000001', type, data, read_at: null, created_at: '2026-03-10T09:00:00.000000Z' }) as AppNotification;

const normalize = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

describe('alertText', () => {
  it('words every type in English and French', () => {
    const cases: [AppNotification, string, string][] = [
      [alert('order-status-changed', { ...order, status: 'TRANSPORTING', comment: null }), 'Status of order A-2026-000012: On its way', `Statut de la commande A-2026-000012${NB}: En route`],
      [alert('order-status-changed', { ...item, status: 'ACCEPTED', comment: 'Merci' }), 'Status of Buddha bowl (A-2026-000012): Accepted', `Statut de Buddha bowl (A-2026-000012)${NB}: Acceptée`],
      [alert('order-request-answered', { ...item, request: 'modification', accepted: false, status: 'DENIED', comment: null }), 'Your change to Buddha bowl (A-2026-000012) was refused.', 'Votre modification de Buddha bowl (A-2026-000012) a été refusée.'],
      [alert('order-request-answered', { ...order, request: 'cancellation', accepted: true, status: 'CANCELED', comment: null }), 'Your cancellation of order A-2026-000012 was accepted.', 'Votre annulation de la commande A-2026-000012 a été acceptée.'],
      [alert('order-placed', { ...order, orderer_name: 'Uma User', restaurant_name: 'Green Bowl', requested_date: '2026-03-11' }), 'Uma User ordered from Green Bowl for Mar 11, 2026: order A-2026-000012.', `Uma User a commandé chez Green Bowl pour le 11 mars 2026${NB}: commande A-2026-000012.`],
      [alert('order-request-received', { ...item, orderer_name: 'Uma User', request: 'modification', status: 'MODIFICATION_REQUESTED' }), 'Uma User asks to change Buddha bowl (A-2026-000012).', 'Uma User demande à modifier Buddha bowl (A-2026-000012).'],
      [alert('order-request-received', { ...item, orderer_name: 'Uma User', request: 'cancellation', status: 'CANCEL_REQUESTED' }), 'Uma User asks to cancel Buddha bowl (A-2026-000012).', 'Uma User demande à annuler Buddha bowl (A-2026-000012).'],
      [alert('order-request-received', { ...item, orderer_name: 'Uma User', request: 'cancellation', status: 'CANCELED' }), 'Uma User canceled Buddha bowl (A-2026-000012).', 'Uma User a annulé Buddha bowl (A-2026-000012).'],
      [alert('menus-published', { tenant_id: 1, link: { kind: 'restaurant', id: 2 }, restaurant_id: 2, restaurant_name: 'Green Bowl', date: '2026-03-11' }), 'Green Bowl has published its menus for Mar 11, 2026.', 'Green Bowl a publié ses menus du 11 mars 2026.'],
    ];
    for (const [notification, english, francais] of cases) {
      expect(alertText(en, notification)).toBe(english);
      expect(alertText(french, notification)).toBe(francais);
    }
  });

  it('words a bill by whom it bills, with its period and amount', () => {
    const bill = { tenant_id: 1, link: { kind: 'bill', id: 14 }, bill_id: 14, billable_name: 'Uma User', from_date: '2026-02-01', till_date: '2026-02-28', amount: 1710 };
    expect(normalize(alertText(en, alert('bill-notified', { ...bill, bill_type: 'USER' })))).toBe('Your bill for Feb 1 – 28, 2026 has been sent: €17.10.');
    expect(normalize(alertText(en, alert('bill-notified', { ...bill, bill_type: 'TENANT', billable_name: 'Acme' })))).toBe('The bill of Acme for Feb 1 – 28, 2026 has been sent: €17.10.');
    expect(normalize(alertText(french, alert('bill-notified', { ...bill, bill_type: 'USER' })))).toBe('Votre facture pour 1–28 févr. 2026 a été envoyée : 17,10 €.');
  });

  it('reads a type or data it does not know as a new notification', () => {
    expect(alertText(en, alert('server-invented' as AppNotification['type'], { tenant_id: 1 }))).toBe('You have a new notification.');
    expect(alertText(french, alert('bill-notified', { tenant_id: 1 }))).toBe('Vous avez une nouvelle notification.');
  });

  it('gives the staff’s comment when there is one', () => {
    expect(alertComment(alert('order-status-changed', { ...order, status: 'DENIED', comment: 'Sold out.' }))).toBe('Sold out.');
    expect(alertComment(alert('order-status-changed', { ...order, status: 'DENIED', comment: ' ' }))).toBeUndefined();
  });
});

describe('alertPath', () => {
  it('turns a link into the app’s own page', () => {
    expect(alertPath(alert('order-placed', order))).toBe('/admin/orders/12');
    expect(alertPath(alert('bill-notified', { link: { kind: 'bill', id: 14 } }))).toBe('/admin/bills/14');
    expect(alertPath(alert('menus-published', { link: { kind: 'restaurant', id: 2 } }))).toBe('/restaurants/2');
  });

  it('never follows anything else: an unknown kind, an id that is no record id, a URL → the notifications page', () => {
    for (const link of [
      { kind: 'url', id: 1 }, { kind: 'order', id: '//evil.example' }, { kind: 'order', id: 0 }, { kind: 'order', id: 1.5 },
      { kind: 'bill', id: '12/../../logout' }, { href: 'https://evil.example' }, undefined,
    ]) {
      expect(alertPath(alert('order-placed', { link }))).toBe('/admin/notifications');
    }
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('says how long ago, in the reader’s language', () => {
    expect(relativeTime(en, '2026-03-10T11:59:50.000000Z', now)).toBe('now');
    expect(relativeTime(en, '2026-03-10T11:55:00.000000Z', now)).toBe('5 minutes ago');
    expect(relativeTime(french, '2026-03-10T09:00:00.000000Z', now)).toBe('il y a 3 heures');
    expect(relativeTime(en, '2026-03-09T12:00:00.000000Z', now)).toBe('yesterday');
    expect(relativeTime(en, '2026-02-01T12:00:00.000000Z', now)).toBe('Feb 1, 2026');
  });
});
