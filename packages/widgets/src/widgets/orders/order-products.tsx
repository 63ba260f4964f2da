import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ORDER_PRODUCTS, type Order, type OrderProduct } from '@healthdeck/contract/light';
import type { OrdersApi } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';
import { serverMessage } from '../shared/server-message';
import type { OrdersMessages } from './messages';

/** spec 000 §7.5: the three order calls (no body), in the order the member sees them. */
const PRODUCTS: readonly OrderProduct[] = ['general-health-test', 'auria-test', 'fitbit'];

function place(api: OrdersApi, product: OrderProduct) {
  if (product === 'general-health-test') return api.create.generalHealthTest();
  if (product === 'auria-test') return api.create.auriaTest();
  return api.create.fitbit();
}

/** The products a member orders, each behind a confirmation; the placed order (or the server's refusal) is announced. */
export function OrderProducts({ api, t, onOrdered }: { api: OrdersApi; t: OrdersMessages; onOrdered?: (detail: { orderNumber: string; product: OrderProduct }) => void }) {
  const headingId = useId();
  const [asked, setAsked] = useState<OrderProduct | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const order = useMutation({
    mutationFn: (product: OrderProduct) => place(api, product),
    onSuccess: ({ order: result }) => {
      setAsked(null);
      setPlaced(result);
      onOrdered?.({ orderNumber: result.order_number, product: result.product });
    },
  });
  const ask = (product: OrderProduct) => {
    order.reset();
    setPlaced(null);
    setAsked(product);
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
            <Button variant="outlined" onClick={() => ask(product)}>
              {t.products[product].order}
            </Button>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {placed ? (
          <p className="hd-orders__placed" part="placed" role="status">
            {t.placed(placed.order_number, placed.product_name)}
          </p>
        ) : null}
      </div>
      <Modal
        open={asked !== null}
        onClose={() => (order.isPending ? undefined : setAsked(null))}
        title={t.confirmTitle}
        size="sm"
        footer={
          <>
            <Button variant="plain" color="gray" onClick={() => setAsked(null)} disabled={order.isPending}>
              {t.cancel}
            </Button>
            <Button onClick={() => asked && order.mutate(asked)} loading={order.isPending}>
              {t.confirm}
            </Button>
          </>
        }
      >
        <p className="hd-orders__confirm-text">{asked ? t.confirmText(ORDER_PRODUCTS[asked].name) : null}</p>
        {order.isError ? (
          <p className="hd-info-card__error" part="error" role="alert">
            {serverMessage(order.error, t.orderFailed)}
          </p>
        ) : null}
      </Modal>
    </section>
  );
}
