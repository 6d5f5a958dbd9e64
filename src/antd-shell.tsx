// antd's providers and App (message, notification and modal hooks) for the parts of the app drawn
// with antd: the admin layout, error and startup pages (the sign-in pages: antd-plain-shell.tsx).
// The public pages (landing, restaurant pages) do without antd so their first load stays small
// (quality.md).
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { AntdConfig, useRootClassName } from './antd-plain-shell';
import './antd-shell.css';

export function AntdShell({ children }: { children: ReactNode }) {
  return (
    <AntdConfig>
      <AntApp className={useRootClassName()}>{children}</AntApp>
    </AntdConfig>
  );
}
