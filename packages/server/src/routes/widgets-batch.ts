import { WidgetClass, type Widget } from '@healthdeck/contract';
import { createClassStore } from '../admin-classes/class-store.js';
import type { RouteHandler } from './types.js';
import { ApiHttpError, badRequest } from '../http/api-error.js';

/**
 * spec 000 §7.2 Admin widgets batch update: many widgets' order, area and display fields in one
 * call, all or nothing (one transaction; an unknown id or an invalid result changes nothing).
 */
export const adminWidgetsBatch: RouteHandler<'adminWidgetsBatch'> = async ({ body, ctx }) =>
  ctx.db.transaction().execute(async (trx) => {
    const store = createClassStore(trx);
    const widgets: Widget[] = [];
    for (const [index, { id, ...patch }] of body.widgets.entries()) {
      const record = await store.get<WidgetClass>('widgets', id);
      if (!record) throw new ApiHttpError(404, 'NOT_FOUND', `Widget not found: ${id}`, { [`widgets.${index}.id`]: 'Widget not found' });
      const merged = WidgetClass.safeParse({ ...record.data, ...patch });
      if (!merged.success) {
        const issue = merged.error.issues[0];
        throw badRequest(`Widget ${id}: ${issue.path.join('.')} ${issue.message}`.trim(), { [`widgets.${index}`]: issue.message });
      }
      const updated = await store.update<WidgetClass>('widgets', id, merged.data);
      if (!updated) throw new ApiHttpError(404, 'NOT_FOUND', `Widget not found: ${id}`);
      widgets.push({ ...updated.data, id: updated.id });
    }
    return { widgets };
  });
