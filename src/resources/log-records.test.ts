// A log's model: its name from the model type codes, its record's admin page from the resource
// definitions, linked only for those who may open it.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { LogModelType, ModelType, User } from '@/api/models';
import { modelTypeLabels } from '@/components/model-types';
import { setConfig } from '@/lib/config';
import { MODEL_TYPE_CODES } from '@/lib/model-types';
import { features, member, superAdmin } from '../../tests/setup/http-recorder';
import { testConfig } from '../../tests/setup/test-config';
import { recordPage } from './log-records';
import { modelName } from './logs';

const intl = createIntl({ locale: 'en' });
const withPermissions = (...names: string[]): User => ({
  ...member,
  roles: [{ id: 9, name: 'auditor', label: 'Auditor', permissions: names.map((name, index) => ({ id: index + 1, name })) }],
});

describe('a log record’s admin page', () => {
  it.each([
    [1, '/admin/users/7'],
    [2, '/admin/orders/7'],
    [4, '/admin/discounts/7'],
    [7, '/admin/localizations/languages/7'],
    [8, '/admin/localizations/texts/7'],
    [9, '/admin/localizations/translations/7'],
    [10, '/admin/bills/7'],
    [12, '/admin/tenants/7'],
    [13, '/admin/settings/roles/7'],
    [14, '/admin/settings/permissions/7'],
    [91, '/admin/restaurants/7'],
  ] as [LogModelType, string][])('model type %i → %s', (modelType, path) => {
    features('localization', 'discount', 'bills', 'multi-tenancy', 'user-roles', 'role-permissions');
    expect(recordPage(modelType, 7, superAdmin)).toBe(path);
  });

  it("is the route tree's path whatever the configured prefix (the router shows it under dashboardSuffixUrl)", () => {
    setConfig(testConfig({ dashboardSuffixUrl: '/backoffice' }));
    expect(recordPage(2, 7, superAdmin)).toBe('/admin/orders/7');
  });

  it('is none for records without a page of their own, or without an id', () => {
    features('localization', 'discount', 'images', 'bills');
    for (const modelType of [3, 5, 6, 11, 92, 93] as ModelType[]) expect(recordPage(modelType, 7, superAdmin)).toBeUndefined();
    expect(recordPage(2, null, superAdmin)).toBeUndefined();
    expect(recordPage(null, 7, superAdmin)).toBeUndefined();
  });

  it('is none for a viewer without the view permission, or with the feature off', () => {
    features('localization');
    const auditor = withPermissions('logs.view', 'orders.view');
    expect(recordPage(2, 7, auditor)).toBe('/admin/orders/7');
    expect(recordPage(1, 7, auditor)).toBeUndefined();
    expect(recordPage(7, 7, withPermissions('languages.view'))).toBe('/admin/localizations/languages/7');
    features();
    expect(recordPage(7, 7, withPermissions('languages.view'))).toBeUndefined();
  });
});

describe('a log’s model name', () => {
  it('exists for every model type code', () => {
    // Spec §3's codes, and the five the log adds (contract LogModelType: tenant, role, permission, feature, variable).
    expect(Object.keys(modelTypeLabels).map(Number)).toEqual([...MODEL_TYPE_CODES, 12, 13, 14, 15, 16].sort((a, b) => a - b));
  });


  it('names the model type and the record', () => {
    expect(modelName({ model_type: 93, model_id: 4 }, intl)).toBe('restaurant contact #4');
    expect(modelName({ model_type: 10, model_id: null }, intl)).toBe('bill');
    expect(modelName({ model_type: null, model_id: null }, intl)).toBeUndefined();
  });
});
