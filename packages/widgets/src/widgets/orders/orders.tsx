import type { OrderProduct } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { InfoCard } from '../shared/info-card';
import { LabSiteFinder } from './lab-site-finder';
import { ordersMessages, type OrdersMessages } from './messages';
import { OrderProducts } from './order-products';
import { OrdersList } from './orders-list';

export interface OrdersProps {
  /** An order went through (the element dispatches `hd-ordered`); detail {orderNumber, product}. */
  onOrdered?: (detail: { orderNumber: string; product: OrderProduct }) => void;
  /** The orders could not be loaded (the element dispatches `hd-error`); detail {message}. */
  onError?: (detail: { message: string }) => void;
}

function OrdersBody({ client, t, onOrdered, onError }: OrdersProps & { client: HealthDeck; t: OrdersMessages }) {
  return (
    <div className="hd-orders__body" part="body">
      <OrderProducts client={client} t={t} onOrdered={onOrdered} />
      <OrdersList client={client} t={t} onError={onError} />
      <LabSiteFinder client={client} t={t} />
    </div>
  );
}

/**
 * The member's orders (spec 000 §7.5): order a General Health Test, an Auria test or a fitness
 * tracker (the three order calls), see each order and its status, and find a lab site near an
 * address by distance (spec 000 §7.6 lab-site lookup).
 */
export function Orders({ onOrdered, onError }: OrdersProps) {
  const t = useMessages(ordersMessages);
  return (
    <InfoCard folder="orders" title={t.title} signedOut={t.signedOut}>
      {(client) => <OrdersBody client={client} t={t} onOrdered={onOrdered} onError={onError} />}
    </InfoCard>
  );
}
