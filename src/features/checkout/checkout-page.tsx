// /checkout: the cart, every day at once (one order call per day: the contract places one requested
// date per call), then the success page with each day's order numbers. An empty cart points back
// to the menus.
import { Result } from 'antd';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import type { User } from '@/api/models';
import { LinkButton } from '@/components/link-button';
import { focusMain } from '@/components/main-content';
import { PageHeading } from '@/components/page-heading';
import { usePageTitle } from '@/components/use-page-title';
import { landingPath } from '@/lib/configured-paths';
import { FEATURES } from '@/lib/feature-tree';
import { useCart } from '@/stores/cart';
import { useFeature } from '@/stores/features';
import { CheckoutForm, type PlacedDay } from './checkout-form';
import { checkoutMessages as m } from './checkout-messages';
import { CheckoutSuccess } from './checkout-success';
import type { CheckoutFormFeatures } from './order-request';
import './checkout.css';

function useCheckoutFeatures(): CheckoutFormFeatures {
  return {
    payer: useFeature(FEATURES.payer),
    requestDate: useFeature(FEATURES.requestDate),
    contact: useFeature(FEATURES.contact),
    shipping: useFeature(FEATURES.shipping),
    delivery: useFeature(FEATURES.delivery),
    payment: useFeature(FEATURES.payment),
    discount: useFeature(FEATURES.discount),
  };
}

export function CheckoutPage({ user }: { user: User }) {
  const intl = useIntl();
  const features = useCheckoutFeatures();
  const lines = useCart((state) => state.lines);
  const [placed, setPlaced] = useState<PlacedDay[]>();
  usePageTitle(placed ? null : m.title); // the success state has its own

  if (placed) {
    return (
      <CheckoutSuccess
        placed={placed}
        remaining={lines.length}
        onContinue={() => {
          // The button goes with the success state: the focus goes to the checkout's heading.
          flushSync(() => setPlaced(undefined));
          focusMain(true);
        }}
      />
    );
  }
  const heading = <PageHeading>{intl.formatMessage(m.title)}</PageHeading>;
  if (lines.length === 0) {
    return (
      <>
        {heading}
        <Result
          status="info"
          title={<h2 style={{ margin: 0, fontSize: '1.5rem' }}>{intl.formatMessage(m.emptyTitle)}</h2>}
          subTitle={intl.formatMessage(m.emptyText)}
          extra={
            <LinkButton type="primary" to={landingPath()}>
              {intl.formatMessage(m.browseMenus)}
            </LinkButton>
          }
        />
      </>
    );
  }
  return (
    <>
      {heading}
      <CheckoutForm user={user} lines={lines} features={features} onPlaced={setPlaced} />
    </>
  );
}
