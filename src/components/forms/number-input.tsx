// antd's InputNumber with its stepper buttons named in the user's language: antd writes
// "Increase Value" / "Decrease Value" into them whatever the locale, and takes no prop for it.
import { InputNumber, type GetRef, type InputNumberProps } from 'antd';
import { useLayoutEffect, useRef, type Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  increase: { id: 'form.number.increase', defaultMessage: 'Increase value' },
  decrease: { id: 'form.number.decrease', defaultMessage: 'Decrease value' },
});

type NumberInputRef = GetRef<typeof InputNumber>;

export function NumberInput({ ref, ...props }: InputNumberProps & { ref?: Ref<NumberInputRef> }) {
  const intl = useIntl();
  const own = useRef<NumberInputRef | null>(null);
  // After every render: antd draws the steppers anew when they change (disabled, bounds); React
  // leaves an attribute alone while its own value for it stays the same.
  useLayoutEffect(() => {
    const root = own.current?.nativeElement;
    root?.querySelector('[role="button"][class*="-action-up"]')?.setAttribute('aria-label', intl.formatMessage(messages.increase));
    root?.querySelector('[role="button"][class*="-action-down"]')?.setAttribute('aria-label', intl.formatMessage(messages.decrease));
  });
  return (
    <InputNumber
      {...props}
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
    />
  );
}
