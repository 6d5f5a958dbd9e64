// antd's Card as the auth pages draw it (a bordered box with a padded body), without the Card
// module: it imports Tabs, and through them Dropdown, Menu and Skeleton (~30 kB gzip) that the
// sign-in page's first load does not need. Styles from antd/es/card/style, with the theme's tokens.
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export function PlainCard({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      className="l-plain-card"
      style={{
        boxSizing: 'border-box',
        position: 'relative',
        padding: token.paddingLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
