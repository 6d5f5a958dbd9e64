// The variables the app reads (contract: PublicVariables, the variables feature): loaded at start
// beside the feature tree, again when the tenant the calls go to changes (features/variables). Read
// them through useVariable only: with the feature off, or a key without a value,
// they answer undefined and each place keeps its own behaviour.
//   support_email                   the footer's help link and the "tell your administrator" messages
//   default_order_deadline          same-day orders close then when the menu and restaurant set no limit
//   salary_deduction_monthly_limit  checkout says what is left of it, and refuses an order past it
//   landing_announcement            a line above the landing page's menus, shown as text
import { create } from 'zustand';
import type { PublicVariables } from '@/api/models';
import { FEATURES } from '@/lib/feature-tree';
import { useFeature } from './features';

export type VariableKey = keyof PublicVariables;

export const useVariables = create<{ values: PublicVariables }>(() => ({ values: {} }));

export function setVariables(values: PublicVariables): void {
  useVariables.setState({ values });
}

export function useVariable<K extends VariableKey>(key: K): PublicVariables[K] | undefined {
  const on = useFeature(FEATURES.variables);
  const value = useVariables((state) => state.values[key]);
  return on ? value : undefined;
}
