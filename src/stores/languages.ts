// The languages the switcher offers change when an administrator saves or deletes one: the
// switcher asks the backend again when this count moves.
import { create } from 'zustand';

export const useLanguagesVersion = create<{ version: number }>(() => ({ version: 0 }));

export function languagesChanged(): void {
  useLanguagesVersion.setState((state) => ({ version: state.version + 1 }));
}
