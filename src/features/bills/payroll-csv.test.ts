import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { PayrollLine } from '@/api/models';
import fr from '../../../locales/fr.json';
import { payrollCsv, payrollTotals } from './payroll-csv';

const line = (id: number, name: string, items: number, deduction: number, share: number): PayrollLine => ({
  user_id: id, email: `p${id}@example.com`, name, items_count: items, billed_amount: deduction + 100, salary_deduction: deduction, employer_share: share,
});
const LINES = [line(1, 'Ann Lee', 3, 123456, 250), line(2, 'Bo, Jr.', 1, 5, 0)];
const PERIOD = { from: '2026-02-01', till: '2026-02-28' };

describe('the payroll deductions file', () => {
  it('adds the lines up', () => {
    expect(payrollTotals(LINES)).toEqual({ items: 4, deduction: 123461, employerShare: 250 });
    expect(payrollTotals([])).toEqual({ items: 0, deduction: 0, employerShare: 0 });
  });

  it('uses commas and decimal points in English, ISO dates, and ends on the total', () => {
    expect(payrollCsv(createIntl({ locale: 'en' }), LINES, PERIOD).split('\r\n')).toEqual([
      "E-mail,Name,From,Till,Items,Salary deduction,Employer's share",
      'p1@example.com,Ann Lee,2026-02-01,2026-02-28,3,1234.56,2.50',
      'p2@example.com,"Bo, Jr.",2026-02-01,2026-02-28,1,0.05,0.00',
      'Total,,2026-02-01,2026-02-28,4,1234.61,2.50',
      '',
    ]);
  });

  it('uses semicolons and decimal commas where the locale writes 1,5', () => {
    const csv = payrollCsv(createIntl({ locale: 'fr', messages: fr }), LINES, PERIOD);
    expect(csv.split('\r\n').slice(0, 4)).toEqual([
      'E-mail;Nom;Du;Au;Articles;Retenue sur salaire;Part de l’employeur',
      'p1@example.com;Ann Lee;2026-02-01;2026-02-28;3;1234,56;2,50',
      'p2@example.com;Bo, Jr.;2026-02-01;2026-02-28;1;0,05;0,00',
      'Total;;2026-02-01;2026-02-28;4;1234,61;2,50',
    ]);
  });
});
