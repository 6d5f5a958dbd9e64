import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Segmented, Tooltip } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { useUi, type ColorMode } from '@/stores/ui';

const messages = defineMessages({
  label: { id: 'theme.colorMode.label', defaultMessage: 'Colour mode' },
  light: { id: 'theme.colorMode.light', defaultMessage: 'Light' },
  dark: { id: 'theme.colorMode.dark', defaultMessage: 'Dark' },
  system: { id: 'theme.colorMode.system', defaultMessage: 'System' },
});

const icons = { light: <SunOutlined />, dark: <MoonOutlined />, system: <DesktopOutlined /> };

export function ColorModeToggle() {
  const intl = useIntl();
  const colorMode = useUi((state) => state.colorMode);
  const setColorMode = useUi((state) => state.setColorMode);
  const options = (['light', 'dark', 'system'] as const).map((mode) => {
    const label = intl.formatMessage(messages[mode]);
    return {
      value: mode,
      label: (
        <Tooltip title={label}>
          <span aria-label={label}>{icons[mode]}</span>
        </Tooltip>
      ),
    };
  });
  return (
    <Segmented<ColorMode>
      aria-label={intl.formatMessage(messages.label)}
      size="small"
      value={colorMode}
      onChange={setColorMode}
      options={options}
    />
  );
}
