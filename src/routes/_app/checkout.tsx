import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '@/features/checkout/checkout-page';
import { checkoutMessages } from '@/features/checkout/checkout-messages';
import { useSession } from '@/stores/session';

export const Route = createFileRoute('/_app/checkout')({
  staticData: { title: checkoutMessages.title },
  component: function Checkout() {
    const user = useSession((state) => state.user);
    return user ? <CheckoutPage user={user} /> : null;
  },
});
