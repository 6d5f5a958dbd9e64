// Carries out an import plan: each new wording added to its text, each changed one updated, four
// calls at a time; a failed call does not stop the others, and says which ids it was.
import { newTextTranslation } from '@/resources/texts';
import { translations } from '@/resources/translations';
import type { ImportPlan } from './translation-file';

export interface ImportResult {
  added: number;
  changed: number;
  failed: string[];
}

const AT_ONCE = 4;

export async function applyImport(plan: ImportPlan, languageId: number, onProgress: (done: number, total: number) => void): Promise<ImportResult> {
  const result: ImportResult = { added: 0, changed: 0, failed: [] };
  const tasks = [
    ...plan.add.map(({ textId, key, wording }) => ({
      key,
      run: async () => {
        await newTextTranslation.api.create!({ translation: wording }, { textId, languageId });
        result.added += 1;
      },
    })),
    ...plan.change.map(({ translationId, key, wording }) => ({
      key,
      run: async () => {
        await translations.api.update!(translationId, { translation: wording }, {});
        result.changed += 1;
      },
    })),
  ];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      await task.run().catch(() => result.failed.push(task.key));
      onProgress(++done, tasks.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, tasks.length) }, worker));
  return result;
}
