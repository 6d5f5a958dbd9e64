// Log entries worded from their event in the reader's language, the server's sentence as fallback.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Log } from '@/api/models';
import fr from '../../locales/fr.json';
import { logChanges, logSentence } from './log-entry';

const en = createIntl({ locale: 'en' });
const french = createIntl({ locale: 'fr', messages: fr });

const entry = (patch: Partial<Log>): Log => ({
  id: 1, created_at: '2026-03-01T10:00:00Z', updated_at: '2026-03-01T10:00:00Z', result: 'SUCCESSFUL', user_id: 2, user_email: 'admin@example.com',
  tenant_id: 1, tenant_name: 'Acme', message: 'Server sentence.', event: null, model_type: null, model_id: null, subject_label: null, data: null,
  ...patch,
});

describe('logSentence', () => {
  it('words each event, in English and French', () => {
    const moved = entry({ event: 'status_changed', model_type: 2, model_id: 5, subject_label: 'A-2026-000005', data: { old: { status: 'PLACED' }, attributes: { status: 'RECEIVED' } } });
    expect(logSentence(moved, en)).toBe('order “A-2026-000005”: Placed → Received');
    expect(logSentence(moved, french)).toBe('commande «\u00a0A-2026-000005\u00a0»\u00a0: Passée → Reçue');
    const created = entry({ event: 'created', model_type: 91, model_id: 3 });
    expect(logSentence(created, en)).toBe('Created restaurant #3');
    const linked = entry({ event: 'linked', model_type: 91, model_id: 3, subject_label: 'Chez Marcel', data: { attributes: { tenant_id: 2, tenant_name: 'Globex' } } });
    expect(logSentence(linked, en)).toBe('Linked restaurant “Chez Marcel” to Globex');
    const generated = entry({ event: 'generated', model_type: 10, data: { attributes: { from: '2026-02-01', till: '2026-02-28', count: 3 } } });
    expect(logSentence(generated, en)).toBe('Generated 3 bills for Feb 1, 2026 – Feb 28, 2026');
    expect(logSentence(entry({ event: 'sign_in_failed', model_type: 1, model_id: 3, subject_label: 'user@example.com' }), french)).toBe('Échec de connexion pour user@example.com');
  });

  it('keeps the server’s sentence for an entry without an event', () => {
    expect(logSentence(entry({}), french)).toBe('Server sentence.');
  });
});

describe('logChanges', () => {
  it('lists changed fields, a nested object’s one by one, and the one side a create or delete has', () => {
    const updated = entry({ event: 'updated', data: { old: { name: 'A', menu_defaults: { price: 100, type: 'NORMAL' } }, attributes: { name: 'B', menu_defaults: { price: 120, type: 'NORMAL' } } } });
    expect(logChanges(updated)).toEqual([
      { field: 'name', old: 'A', new: 'B', side: 'both' },
      { field: 'menu_defaults.price', old: 100, new: 120, side: 'both' },
    ]);
    expect(logChanges(entry({ event: 'created', data: { attributes: { name: 'C' } } }))).toEqual([{ field: 'name', old: undefined, new: 'C', side: 'new' }]);
    expect(logChanges(entry({ data: { ip: '203.0.113.24' } }))).toEqual([]);
  });
});
