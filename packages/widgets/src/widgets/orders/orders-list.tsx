import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Order } from '@healthdeck/contract/light';
import { ordersQuery, type HealthDeck } from '@healthdeck/sdk';
import { useOrderDate } from '../shared/format-date';
import { DemoDataBadge } from '../shared/demo-data-badge';
import { InfoEmpty } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { SkeletonList } from '../shared/skeleton-list';
import type { OrdersMessages } from './messages';

/** One read brings the member's latest orders (the route's page size maximum). */
const TAKE = 100;

function OrderItem({ order, t }: { order: Order; t: OrdersMessages }) {
  const orderDate = useOrderDate();
  return (
    <li className="hd-orders__order" part="order">
      <div className="hd-orders__order-head">
        <span className="hd-orders__product-name">{order.product_name}</span>
        <span className={`hd-orders__status hd-orders__status--${order.tracking_status}`} part="status">
          <span className="hd-visually-hidden">{`${t.status}: `}</span>
          {t.statuses[order.tracking_status]}
        </span>
      </div>
      <dl className="hd-orders__facts">
        <div>
          <dt>{t.orderNumber}</dt>
          <dd>{order.order_number}</dd>
        </div>
        <div>
          <dt>{t.orderedOn}</dt>
          <dd>{orderDate(order.created_at)}</dd>
        </div>
        {order.kit_id ? (
          <div>
            <dt>{t.kit}</dt>
            <dd>{order.kit_id}</dd>
          </div>
        ) : null}
        {order.tracking_number ? (
          <div>
            <dt>{t.tracking}</dt>
            <dd>{order.tracking_number}</dd>
          </div>
        ) : null}
      </dl>
      <DemoDataBadge source={order.sandbox} />
    </li>
  );
}

/** The member's orders, newest first, with their status; a member with none sees the empty state. */
export function OrdersList({ client, t, onError }: { client: HealthDeck; t: OrdersMessages; onError?: (detail: { message: string }) => void }) {
  const headingId = useId();
  const orders = useQuery(ordersQuery(client, { take: TAKE }));
  useReportLoadFailure('orders', orders, t.loadFailed, onError);
  const list = orders.data?.orders;
  const total = orders.data?.total_count ?? 0;
  return (
    <section className="hd-orders__section" aria-labelledby={headingId} aria-busy={orders.isPending || undefined}>
      <h3 id={headingId} className="hd-orders__heading">
        {t.listHeading}
      </h3>
      {orders.isError ? (
        <LoadFailure block="hd-info-card" query={orders} message={t.loadFailed} retryLabel={t.retry} />
      ) : !list ? (
        <SkeletonList label={t.loading} />
      ) : list.length === 0 ? (
        <InfoEmpty>{t.empty}</InfoEmpty>
      ) : (
        <>
          <ul className="hd-orders__list" part="list" aria-labelledby={headingId}>
            {list.map((order) => (
              <OrderItem key={order.id} order={order} t={t} />
            ))}
          </ul>
          {total > list.length ? <p className="hd-orders__more">{t.more(list.length, total)}</p> : null}
        </>
      )}
    </section>
  );
}
