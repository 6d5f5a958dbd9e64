// A full-page status (404, 500, start-up failures) built on antd's Result.
import { Result } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  status: '404' | '500' | 'warning' | 'error';
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}

export function StatusPage({ status, title, subTitle, extra, children }: Props) {
  return (
    <main className="status-page" style={{ display: 'grid', placeItems: 'center', minHeight: '70vh', padding: 24 }}>
      <Result status={status} title={<h1 style={{ fontSize: '1.5rem', margin: 0 }}>{title}</h1>} subTitle={subTitle} extra={extra}>
        {children}
      </Result>
    </main>
  );
}
