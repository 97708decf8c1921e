import { useCallback, useState } from 'react';
import type { Product, User } from '@yuexue/contract';
import { PaymentModal } from './payment-modal';
import { ProductList } from './product-list';
import { SubscriptionCard } from './subscription-card';
import './membership.css';

/** The user center's membership part: current subscription, products, and the payment modal. */
export function MembershipSection({ user }: { user: User }) {
  const [buying, setBuying] = useState<{ product: Product; attempt: number }>();
  const close = useCallback(() => setBuying(undefined), []);
  return (
    <>
      <SubscriptionCard user={user} />
      <ProductList
        onBuy={(product) => setBuying((b) => ({ product, attempt: (b?.attempt ?? 0) + 1 }))}
      />
      {buying ? (
        <PaymentModal key={buying.attempt} product={buying.product} onClose={close} />
      ) : null}
    </>
  );
}
