import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { User } from '@/api/models';
import { setSessionUser } from '@/stores/session';
import { decodeDraft, draftKey, encodeDraft, readDraft, writeDraft } from './form-draft';

const person = (id: number) => ({ id, email: `u${id}@example.com`, first_name: 'U', last_name: String(id) }) as User;

describe('form drafts', () => {
  it('never keeps passwords or card data, at any depth, and keeps dates as dates', () => {
    const values = {
      name: 'Chez Nous', password: 'x', password_confirmation: 'x', current_password: 'x',
      payment: { name_on_card: 'UMA', expiration: '12/39', cvc: '123' }, nested: { card_number: '4242', cvc: '1', note: 'kept' },
      from: dayjs('2026-01-05T00:00:00Z'), upload: new Blob(['x']),
    };
    const encoded = encodeDraft(values);
    expect(JSON.stringify(encoded)).not.toMatch(/UMA|12\/39|123|4242|"x"/);
    expect(encoded).toEqual({ from: { $date: '2026-01-05T00:00:00.000Z' }, name: 'Chez Nous', nested: { note: 'kept' } });
    const decoded = decodeDraft(encoded) as { from: dayjs.Dayjs };
    expect(dayjs.isDayjs(decoded.from) && decoded.from.toISOString()).toBe('2026-01-05T00:00:00.000Z');
  });

  it('drops a user’s drafts when they sign out, and keeps them while the session only changes', () => {
    setSessionUser(person(3));
    writeDraft(draftKey(3, '/admin/restaurants/create'), { name: 'Chez Nous' });
    writeDraft(draftKey(3, '/checkout'), { order_comment: 'Ring twice' });
    setSessionUser({ ...person(3), first_name: 'Renamed' });
    expect(readDraft(draftKey(3, '/checkout'))).toEqual({ order_comment: 'Ring twice' });
    setSessionUser(null);
    expect(readDraft(draftKey(3, '/checkout'))).toBeUndefined();
    expect(readDraft(draftKey(3, '/admin/restaurants/create'))).toBeUndefined();
  });

  it('keeps the drafts over a fresh start that finds no session (the sign-in page after a 401)', () => {
    writeDraft(draftKey(3, '/checkout'), { order_comment: 'Ring twice' });
    setSessionUser(undefined);
    setSessionUser(null);
    setSessionUser(person(3));
    expect(readDraft(draftKey(3, '/checkout'))).toEqual({ order_comment: 'Ring twice' });
  });
});
