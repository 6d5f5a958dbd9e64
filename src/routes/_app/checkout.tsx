import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { CheckoutPage } from '@/features/checkout/checkout-page';
import { useSession } from '@/stores/session';

// Only the title here: this part of the route is in the entry chunk, the checkout's messages are not.
// The page draws its heading itself: its success state has its own ("Order placed").
const title = defineMessage({ id: 'checkout.title', defaultMessage: 'Checkout' });

export const Route = createFileRoute('/_app/checkout')({
  staticData: { title, ownHeading: true },
  component: function Checkout() {
    const user = useSession((state) => state.user);
    return user ? <CheckoutPage user={user} /> : null;
  },
});
