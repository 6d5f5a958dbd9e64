import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseModelType, parseRecordId, recordIdParams } from './route-params';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('record id parameters', () => {
  it('turns whole numbers of at least 1 into ids', () => {
    expect(parseRecordId('42')).toBe(42);
    expect(recordIdParams('id', 'menuId')({ id: '3', menuId: '7' })).toEqual({ id: 3, menuId: 7 });
  });

  it('answers 404 for anything else', () => {
    for (const bad of ['0', '-1', '01', '1.5', 'abc', '', '99999999999999999999']) {
      expect(isNotFound(thrown(() => parseRecordId(bad)))).toBe(true);
    }
  });
});

describe('model type parameters', () => {
  it('take the codes of spec §3, and answer 404 for anything else', () => {
    expect(parseModelType('91')).toBe(91);
    expect(parseModelType('1')).toBe(1);
    for (const value of ['0', '12', '94', '091', '1.0', 'user', '']) expect(isNotFound(thrown(() => parseModelType(value)))).toBe(true);
  });
});
