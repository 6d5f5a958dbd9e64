// One name for each thing (issue 29): the menu types, who pays and the bill types have their words
// in names.ts only — the landing, checkout and the admin lists and filters all take them from there —
// and both catalogues name every value, each differently from its siblings.
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { PAYER_OPTIONS } from '@/resources/orders';
import { BILL_TYPE_OPTIONS } from '@/resources/bills';
import { MENU_TYPE_OPTIONS } from '@/resources/shared';
import { billTypeNames, menuTypeNames, ownPayerNames, paidByNames, payerNames } from '@/components/names';
import { payerLabels, paidByLabels } from '@/components/ordering/ordering-messages';

const groups = { menuTypeNames, payerNames, ownPayerNames, paidByNames, billTypeNames };
const catalogues: Record<string, Record<string, string>> = { en, fr };

describe('one name for each thing', () => {
  it('has every value named in en and fr, each unlike its siblings', () => {
    for (const [group, names] of Object.entries(groups)) {
      for (const [locale, catalogue] of Object.entries(catalogues)) {
        const words = Object.values(names).map((name) => catalogue[name.id as string]);
        expect(words.every(Boolean), `${group} in ${locale}`).toBe(true);
        expect(new Set(words).size, `${group} in ${locale}`).toBe(words.length);
      }
    }
  });

  it('is the one the admin lists, filters and ordering use', () => {
    for (const option of MENU_TYPE_OPTIONS) expect(option.label).toBe(menuTypeNames[option.value]);
    for (const option of PAYER_OPTIONS) expect(option.label).toBe(payerNames[option.value]);
    for (const option of BILL_TYPE_OPTIONS) expect(option.label).toBe(billTypeNames[option.value]);
    expect(payerLabels).toBe(ownPayerNames);
    expect(paidByLabels).toBe(paidByNames);
    // A bill of a person or of the company is named as who pays.
    expect(billTypeNames.USER).toBe(payerNames.USER);
    expect(billTypeNames.TENANT).toBe(payerNames.TENANT);
  });

  it('leaves no second name in the catalogues', () => {
    const second = /(^|\.)(menu\.?type|payer\.(user|tenant)|paidBy|bills?\.type)\./i;
    const elsewhere = Object.keys(en).filter((id) => second.test(id) && !id.startsWith('names.'));
    expect(elsewhere).toEqual([]);
    // Nor the words of an older name for the same thing.
    const values = Object.values(fr);
    expect(values.filter((text) => /^(Mon organisation|Végane|Normal)$/.test(text))).toEqual([]);
  });
});
