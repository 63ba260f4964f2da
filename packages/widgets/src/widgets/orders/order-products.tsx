import { lazy, Suspense, useId, useState } from 'react';
import type { Order, OrderProduct } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import type { OrdersMessages } from './messages';

/** spec 000 §7.5: the three order calls (no body), in the order the member sees them. */
const PRODUCTS: readonly OrderProduct[] = ['general-health-test', 'auria-test', 'fitbit'];

/** The confirmation and the order call (order-confirm.tsx), loaded once: on an Order button's hover or focus, or at the click. */
let confirmModule: Promise<typeof import('./order-confirm')> | null = null;
const loadConfirm = () => (confirmModule ??= import('./order-confirm'));
const preloadConfirm = () => void loadConfirm().catch(() => undefined);
const OrderConfirm = lazy(() => loadConfirm().then((module) => ({ default: module.OrderConfirm })));
// The placed order's note comes with the dialog's code, already loaded once an order went through.
const OrderPlaced = lazy(() => loadConfirm().then((module) => ({ default: module.OrderPlaced })));

/** The products a member orders, each behind a confirmation; the placed order (or the server's refusal) is announced. */
export function OrderProducts({ client, t, onOrdered }: { client: HealthDeck; t: OrdersMessages; onOrdered?: (detail: { orderNumber: string; product: OrderProduct }) => void }) {
  const headingId = useId();
  const [asked, setAsked] = useState<OrderProduct | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const ask = (product: OrderProduct) => {
    setPlaced(null);
    setAsked(product);
  };
  const onPlaced = (result: Order) => {
    setAsked(null);
    setPlaced(result);
    onOrdered?.({ orderNumber: result.order_number, product: result.product });
  };

  return (
    <section className="hd-orders__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="hd-orders__heading">
        {t.orderHeading}
      </h3>
      <ul className="hd-orders__products" part="products">
        {PRODUCTS.map((product) => (
          <li key={product} className="hd-orders__product" part="product">
            <p className="hd-orders__about">{t.products[product].about}</p>
            <Button variant="outlined" onPointerEnter={preloadConfirm} onFocus={preloadConfirm} onClick={() => ask(product)}>
              {t.products[product].order}
            </Button>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {placed ? (
          <Suspense fallback={null}>
            <OrderPlaced order={placed} />
          </Suspense>
        ) : null}
      </div>
      {/* The dialog overlays the card: nothing shifts while it loads. A new ask starts a fresh confirmation. */}
      {asked ? (
        <Suspense fallback={null}>
          <OrderConfirm key={asked} client={client} product={asked} onClose={() => setAsked(null)} onPlaced={onPlaced} />
        </Suspense>
      ) : null}
    </section>
  );
}
