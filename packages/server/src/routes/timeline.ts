// Ours: the member's one timeline, a page at a time (domain/timeline; docs/decisions/0105-one-timeline.md).
import { TIMELINE_CURSOR_MESSAGE } from '@healthdeck/contract';
import type { SomeHandlers } from './types.js';
import { badRequest } from '../http/api-error.js';
import { decodeTimelineCursor, timelinePage } from '../domain/timeline/timeline.js';

export const timelineHandlers: SomeHandlers<'timeline'> = {
  async timeline({ query, user, ctx }) {
    const cursor = query.before ? decodeTimelineCursor(query.before) : null;
    if (query.before && !cursor) throw badRequest(TIMELINE_CURSOR_MESSAGE, { before: TIMELINE_CURSOR_MESSAGE });
    return timelinePage(ctx.db, user.id, { kinds: query.kinds, cursor, take: query.take });
  },
};
