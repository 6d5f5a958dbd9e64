import { describe, expect, it } from 'vitest';
import { toFormValues, toInput } from './form-values';
import type { FieldDefinition } from '@/lib/field-definition';

const label = { id: 'x', defaultMessage: 'x' };
interface Menu {
  name: string;
  price: number;
  available_from: string;
  time_limit: string;
  open: boolean;
  menu_defaults: { price: number; type: string };
}
const fields: FieldDefinition<Menu>[] = [
  { name: 'name', label, type: 'text', form: {} },
  { name: 'price', label, type: 'money', form: {} },
  { name: 'available_from', label, type: 'date', form: {} },
  { name: 'time_limit', label, type: 'time', form: {} },
  { name: 'open', label, type: 'boolean', form: {} },
  { name: 'menu_defaults.price', label, type: 'money', form: {} },
  { name: 'menu_defaults.type', label, type: 'enum', form: {} },
];

describe('form values', () => {
  it('round-trips a record through the form, nested keys included', () => {
    const record = {
      name: 'Chez Marcel',
      price: 1250,
      available_from: '2026-03-01',
      time_limit: '10:30',
      open: true,
      menu_defaults: { price: 990, type: 'VEGAN' },
    };
    const values = toFormValues(fields, record);
    expect(values.price).toBe(12.5);
    expect((values.menu_defaults as Record<string, unknown>).price).toBe(9.9);
    expect(toInput(fields, values)).toEqual(record);
  });

  it('sends null for empty optional values and false for unset switches', () => {
    expect(toInput(fields, { name: '  ', price: null })).toEqual({
      name: null,
      price: null,
      available_from: null,
      time_limit: null,
      open: false,
      menu_defaults: { price: null, type: null },
    });
  });
});
