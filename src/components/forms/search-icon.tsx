// The search button's icon, which names the button: antd's is named "search" in every language.
import { SearchOutlined } from '@ant-design/icons';
import { defineMessage, useIntl } from 'react-intl';

const searchLabel = defineMessage({ id: 'form.search.button', defaultMessage: 'Search' });

export function SearchIcon() {
  const intl = useIntl();
  return <SearchOutlined aria-label={intl.formatMessage(searchLabel)} />;
}
