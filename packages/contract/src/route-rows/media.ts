import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's media code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const mediaRoutes = {
  // spec 000 §7.2 media: admin upload (multipart), list, get one, delete; the file itself is public (content shown to members)
  mediaUpload: { method: 'POST', path: '/api/admin/media', auth: 'admin', permission: 'media.write', successStatus: 200, operation: 'upload media', multipart: true },
  mediaList: { method: 'GET', path: '/api/admin/media', auth: 'admin', permission: 'media.read', successStatus: 200, operation: 'load media' },
  mediaGet: { method: 'GET', path: '/api/admin/media/:id', auth: 'admin', permission: 'media.read', successStatus: 200, operation: 'load media item' },
  mediaDelete: { method: 'DELETE', path: '/api/admin/media/:id', auth: 'admin', permission: 'media.write', successStatus: 204, operation: 'delete media' },
  mediaFile: { method: 'GET', path: '/api/media/:id/file', auth: 'none', successStatus: 200, operation: 'load media file', file: true },
} as const satisfies Record<string, RouteMeta>;
