// The root's 404 and error pages, inside the public frame (its header: home, language, account),
// so a person who followed a wrong link goes on from there. Inside antd's providers; __root loads
// this file only when one of them is shown, so the public pages' first load carries no antd.
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AntdShell } from '@/antd-shell';
import { ErrorPage, NotFoundPage } from '@/components/error-page';
import { PublicLayout } from '@/components/layouts/public-layout';
import { ShellActions } from './-shell-actions';

function Frame({ children }: { children: ReactNode }) {
  return (
    <PublicLayout actions={<ShellActions cart={false} />}>
      <AntdShell>{children}</AntdShell>
    </PublicLayout>
  );
}

export function RootNotFound() {
  return (
    <Frame>
      <NotFoundPage />
    </Frame>
  );
}

export function RootError(props: ErrorComponentProps) {
  return (
    <Frame>
      <ErrorPage {...props} />
    </Frame>
  );
}
