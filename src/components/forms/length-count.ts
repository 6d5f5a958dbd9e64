// A text's length limit in a form: a counter once the text nears it, while the field's rule says
// when it is passed. Never `maxLength`, which silently cuts what was typed or pasted.

/** Share of the limit from which the counter shows. */
const COUNT_FROM = 0.8;

/** For antd Input / TextArea `count`: counts without cutting. */
export function lengthCount(max: number | undefined) {
  if (!max) return undefined;
  return { max, show: ({ count }: { count: number }) => (count >= max * COUNT_FROM ? `${count} / ${max}` : null) };
}
