import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { getConfig } from '@/lib/config';

/** Sets the document title to "<page> · <project name>". */
export function usePageTitle(title: MessageDescriptor | string | undefined): void {
  const intl = useIntl();
  const text = typeof title === 'string' ? title : title ? intl.formatMessage(title) : '';
  useEffect(() => {
    const project = getConfig().projectName;
    document.title = text ? `${text} · ${project}` : project;
  }, [text]);
}
