// Each run starts from an empty mismatch log (the HTML and JSON reporters replace their own output).
import { rmSync } from 'node:fs';
import { MISMATCH_LOG } from './report';

export default function clearMismatchLog(): void {
  rmSync(MISMATCH_LOG, { force: true });
}
