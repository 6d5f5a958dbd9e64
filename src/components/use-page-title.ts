import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { getConfig } from '@/lib/config';

/** Sets the document title to "<page> · <project name>"; null leaves it to the page itself. */
export function usePageTitle(title: MessageDescriptor | string | undefined | null): void {
  const intl = useIntl();
  const text = typeof title === 'string' ? title : title ? intl.formatMessage(title) : '';
  const skip = title === null;
  useEffect(() => {
    if (skip) return;
    const project = getConfig().projectName;
    document.title = text ? `${text} · ${project}` : project;
  }, [text, skip]);
}
