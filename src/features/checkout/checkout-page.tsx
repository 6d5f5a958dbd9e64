// /checkout: the cart, one day at a time (the contract places one requested date per order call),
// then the success page with the order numbers. An empty cart points back to the menus.
import { Radio, Result } from 'antd';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import type { Order, User } from '@/api/models';
import { LinkButton } from '@/components/link-button';
import { focusMain } from '@/components/main-content';
import { PageHeading } from '@/components/page-heading';
import { usePageTitle } from '@/components/use-page-title';
import { useDayLabel } from '@/components/ordering/use-money';
import { dateOf } from '@/lib/dates';
import { landingPath } from '@/lib/configured-paths';
import { FEATURES } from '@/lib/feature-tree';
import { cartItemCount, useCart } from '@/stores/cart';
import { useFeature } from '@/stores/features';
import { CheckoutForm } from './checkout-form';
import { checkoutMessages as m, dayOptionMessage } from './checkout-messages';
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
  const dayLabel = useDayLabel();
  const features = useCheckoutFeatures();
  const lines = useCart((state) => state.lines);
  const [chosen, setChosen] = useState<string>();
  const [placed, setPlaced] = useState<{ orders: Order[]; date: string }>();
  const days = [...new Set(lines.map((line) => line.date))].sort();
  const day = chosen !== undefined && days.includes(chosen) ? chosen : days[0];
  usePageTitle(placed ? null : m.title); // the success state has its own

  if (placed) {
    return (
      <CheckoutSuccess
        orders={placed.orders}
        requestedDate={placed.date}
        remaining={lines.length}
        onContinue={() => {
          // The button goes with the success state: the focus goes to the checkout's heading.
          flushSync(() => {
            setPlaced(undefined);
            setChosen(undefined);
          });
          focusMain(true);
        }}
      />
    );
  }
  const heading = <PageHeading>{intl.formatMessage(m.title)}</PageHeading>;
  if (day === undefined) {
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
  const dayLines = lines.filter((line) => line.date === day);
  return (
    <>
      {heading}
      {days.length > 1 && (
        <section className="checkout-days" aria-labelledby="checkout-days-title">
          <h2 id="checkout-days-title" className="checkout-card-title">
            {intl.formatMessage(m.dayChoice)}
          </h2>
          <p>{intl.formatMessage(m.dayChoiceHint)}</p>
          <Radio.Group
            aria-labelledby="checkout-days-title"
            optionType="button"
            value={day}
            onChange={(event) => setChosen(event.target.value as string)}
            options={days.map((date) => ({
              value: date,
              label: intl.formatMessage(dayOptionMessage, {
                day: dayLabel(dateOf(date)),
                count: cartItemCount(lines.filter((line) => line.date === date)),
              }),
            }))}
          />
        </section>
      )}
      <CheckoutForm user={user} day={day} lines={dayLines} features={features} onPlaced={(orders, date) => setPlaced({ orders, date })} />
    </>
  );
}
