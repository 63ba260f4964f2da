// Loaded when the member asks for a product (the Order buttons preload it on hover and focus): the
// confirmation dialog with the modal's rules (adopted as it opens) and the order call.
import { useMutation } from '@tanstack/react-query';
import { ORDER_PRODUCTS, type Order, type OrderProduct } from '@healthdeck/contract/light';
import { placeOrderMutation, type HealthDeck } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import modal from '../../primitives/modal/modal.css?inline';
import placedSheet from './order-placed.css?inline';
import { Modal } from '../../primitives/modal/modal';
import { adoptPartStyles } from '../../styles/part-styles';
import { usePartMessages } from '../../i18n/part-messages';
import { serverMessage } from '../shared/server-message';
import { orderConfirmMessages } from './order-confirm-messages';

const adoptSheet = adoptPartStyles(modal);
const adoptPlacedSheet = adoptPartStyles(placedSheet);

export interface OrderConfirmProps {
  client: HealthDeck;
  product: OrderProduct;
  onClose: () => void;
  onPlaced: (order: Order) => void;
}

/** spec 000 §7.5: the confirmation of one product's order; the order call (no body) on Place order, the server's refusal shown in the dialog. */
export function OrderConfirm({ client, product, onClose, onPlaced }: OrderConfirmProps) {
  const order = useMutation(placeOrderMutation(client));
  // The dialog opens with its words in the page's language (nothing shows while they load, as while its code loads).
  const t = usePartMessages(orderConfirmMessages);
  if (!t) return null;
  return (
    <Modal
      open
      onClose={() => (order.isPending ? undefined : onClose())}
      title={t.confirmTitle}
      size="sm"
      footer={
        <>
          <Button variant="plain" color="gray" onClick={onClose} disabled={order.isPending}>
            {t.cancel}
          </Button>
          <Button onClick={() => order.mutate(product, { onSuccess: ({ order: result }) => onPlaced(result) })} loading={order.isPending}>
            {t.confirm}
          </Button>
        </>
      }
    >
      <p ref={adoptSheet} className="hd-orders__confirm-text">
        {t.confirmText(ORDER_PRODUCTS[product].name)}
      </p>
      {order.isError ? (
        <p className="hd-info-card__error" part="error" role="alert">
          {serverMessage(order.error, t.orderFailed)}
        </p>
      ) : null}
    </Modal>
  );
}

/** The order that went through, announced under the products once the dialog closes (its number and product). */
export function OrderPlaced({ order }: { order: Order }) {
  const t = usePartMessages(orderConfirmMessages);
  if (!t) return null;
  return (
    <p ref={adoptPlacedSheet} className="hd-orders__placed" part="placed" role="status">
      {t.placed(order.order_number, order.product_name)}
    </p>
  );
}
