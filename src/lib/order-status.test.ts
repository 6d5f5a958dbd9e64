import { describe, expect, it } from 'vitest';
import { canCustomerModify, canMove, customerCancelStatus, isFinalStatus, nextStatuses, ORDER_STATUSES } from './order-status';

describe('order status transitions', () => {
  it('moves an order along the happy path by staff only', () => {
    const path = ['PLACED', 'RECEIVED', 'ACCEPTED', 'TRANSPORT_READY', 'TRANSPORTING', 'COMPLETED'] as const;
    for (let i = 1; i < path.length; i += 1) {
      expect(canMove(path[i - 1]!, path[i]!, 'staff')).toBe(true);
      expect(canMove(path[i - 1]!, path[i]!, 'customer')).toBe(false);
    }
  });

  it('has exactly four final statuses', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['DENIED', 'COMPLETED', 'FAILED', 'CANCELED']);
  });

  it('lets a customer cancel outright while placed, later only ask', () => {
    expect(customerCancelStatus('PLACED')).toBe('CANCELED');
    expect(customerCancelStatus('RECEIVED')).toBe('CANCEL_REQUESTED');
    expect(customerCancelStatus('ACCEPTED')).toBe('CANCEL_REQUESTED');
    expect(customerCancelStatus('TRANSPORTING')).toBeUndefined();
    expect(customerCancelStatus('COMPLETED')).toBeUndefined();
  });

  it('lets a customer ask for a modification only before acceptance', () => {
    expect(canCustomerModify('PLACED')).toBe(true);
    expect(canCustomerModify('RECEIVED')).toBe(true);
    expect(canCustomerModify('ACCEPTED')).toBe(false);
  });

  it('lets staff answer requests', () => {
    expect(nextStatuses('CANCEL_REQUESTED', 'staff')).toEqual(['CANCELED', 'CANCEL_DENIED']);
    expect(nextStatuses('MODIFICATION_REQUESTED', 'staff')).toEqual(['RECEIVED', 'DENIED']);
    expect(nextStatuses('CANCEL_DENIED', 'staff')).toEqual(['ACCEPTED', 'TRANSPORT_READY']);
  });

  it('refuses moves out of final statuses and skipped steps', () => {
    expect(canMove('COMPLETED', 'FAILED', 'staff')).toBe(false);
    expect(canMove('PLACED', 'COMPLETED', 'staff')).toBe(false);
    expect(canMove('RECEIVED', 'TRANSPORTING', 'staff')).toBe(false);
  });
});
