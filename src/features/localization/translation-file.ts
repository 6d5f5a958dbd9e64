// A language's translations as a JSON file of message id → wording, for translators: what an
// export writes, and what an import of such a file would add, change, leave or refuse.
import type { Text, Translation } from '@/api/models';

export type TranslationFile = Record<string, string>;

/** The language's wordings by message id, sorted; the default language's texts read their default where untranslated. */
export function exportFile(texts: Text[], translations: Translation[], isDefault: boolean): TranslationFile {
  const byText = new Map(translations.map((t) => [t.text_id, t.translation]));
  const entries = texts.flatMap((text) => {
    const wording = byText.get(text.id) ?? (isDefault ? text.default : undefined);
    return wording === undefined ? [] : [[text.key, wording] as const];
  });
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The file's object, or undefined when it is not a JSON object. */
export function readFile(content: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(content);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export type Refusal = 'unknownId' | 'notWording';

export interface ImportPlan {
  add: { textId: number; key: string; wording: string }[];
  change: { translationId: number; key: string; wording: string }[];
  unchanged: string[];
  refused: { key: string; reason: Refusal }[];
}

/** What importing `file` into the language would do, given its texts and current translations. */
export function planImport(file: Record<string, unknown>, texts: Text[], translations: Translation[], isDefault: boolean): ImportPlan {
  const plan: ImportPlan = { add: [], change: [], unchanged: [], refused: [] };
  const textByKey = new Map(texts.map((text) => [text.key, text]));
  const translationByText = new Map(translations.map((t) => [t.text_id, t]));
  for (const [key, value] of Object.entries(file)) {
    const text = textByKey.get(key);
    if (!text) plan.refused.push({ key, reason: 'unknownId' });
    else if (typeof value !== 'string' || !value.trim()) plan.refused.push({ key, reason: 'notWording' });
    else {
      const existing = translationByText.get(text.id);
      const current = existing?.translation ?? (isDefault ? text.default : undefined);
      if (current === value) plan.unchanged.push(key);
      else if (existing) plan.change.push({ translationId: existing.id, key, wording: value });
      else plan.add.push({ textId: text.id, key, wording: value });
    }
  }
  return plan;
}
