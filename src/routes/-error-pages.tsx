// The root's 404 and error pages inside antd's providers; __root loads this file only when one of
// them is shown, so the public pages' first load carries no antd.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { AntdShell } from '@/antd-shell';
import { ErrorPage, NotFoundPage } from '@/components/error-page';

export function RootNotFound() {
  return (
    <AntdShell>
      <NotFoundPage />
    </AntdShell>
  );
}

export function RootError(props: ErrorComponentProps) {
  return (
    <AntdShell>
      <ErrorPage {...props} />
    </AntdShell>
  );
}
