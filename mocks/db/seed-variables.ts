// The seed's variables (contract: Variable): global values and Acme's overrides, so the demo shows
// an override beside the value every other tenant sees. No default order deadline: the seed's
// restaurants keep taking same-day orders as before until an administrator sets one.
import type { VariableRecord } from './records';
import { SEED_TIME } from './seed-time';

const ACME = 1;

export function seedVariables(): VariableRecord[] {
  const rows: Omit<VariableRecord, 'id' | 'created_at' | 'updated_at'>[] = [
    { key: 'support_email', type: 'email', value: 'support@lunch.example', description: 'Where people write when something goes wrong.', tenant_id: null },
    { key: 'support_email', type: 'email', value: 'lunch-help@acme.example', description: 'Acme’s own help desk.', tenant_id: ACME },
    {
      key: 'salary_deduction_monthly_limit', type: 'money', value: 15000,
      description: 'What a person may have deducted from their salary in a month.', tenant_id: null,
    },
    {
      key: 'landing_announcement', type: 'text', value: 'The summer party is on Friday: no lunch is delivered to the office that day.',
      description: 'A line above the menus on the landing page.', tenant_id: ACME,
    },
  ];
  return rows.map((row, index) => ({ id: index + 1, ...row, created_at: SEED_TIME, updated_at: SEED_TIME }));
}
