// One generation run: each chosen type of a period in turn, each reported on its own — made (the
// bills), already billed (409) or failed (the error). When nothing was made, the run fails as a
// whole with the first failure, or else the 409, which the dialog words as "Bill(s) exist".
import { isStatus } from '@/api/errors';
import { generateBills } from '@/api/bills';
import type { Bill, BillType } from '@/api/models';

export type TypeReport = { type: BillType } & ({ made: Bill[] } | { exists: true } | { error: unknown });

export async function generateTypes(types: readonly BillType[], from: string, till: string): Promise<TypeReport[]> {
  const reports: TypeReport[] = [];
  let conflict: unknown;
  for (const type of types) {
    try {
      reports.push({ type, made: await generateBills({ type, from, till }) });
    } catch (error) {
      if (!isStatus(error, 409)) reports.push({ type, error });
      else {
        conflict ??= error;
        reports.push({ type, exists: true });
      }
    }
  }
  if (!reports.some((report) => 'made' in report)) {
    const failed = reports.find((report) => 'error' in report);
    throw failed && 'error' in failed ? failed.error : conflict;
  }
  return reports;
}
