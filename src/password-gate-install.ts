// Wires the HTTP layer's 423 to the password dialog, whose code (and the gate's) loads only then.
import { setPasswordGate } from '@/api/http';

export function installPasswordGate(): void {
  setPasswordGate(async (again) => (await import('./password-prompt')).passwordGate(again));
}
