import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's batch-uploads code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const batchUploadsRoutes = {
  // spec 000 §7.6, §8 batch uploads (multipart `file`, CSV or JSON): 400 answers the body, 500 raises the server message
  batchUploadUsers: {
    method: 'POST',
    path: '/api/admin/batch-uploads/users',
    auth: 'admin',
    permission: 'batch-uploads.write',
    successStatus: 200,
    operation: 'upload users',
    multipart: true,
    handling: { on400: 'body', serverMessage: [500] },
  },
  batchUploadMedications: {
    method: 'POST',
    path: '/api/admin/batch-uploads/medications',
    auth: 'admin',
    permission: 'batch-uploads.write',
    successStatus: 200,
    operation: 'upload medications',
    multipart: true,
    handling: { on400: 'body', serverMessage: [500] },
  },
  batchUploadAllergies: {
    method: 'POST',
    path: '/api/admin/batch-uploads/allergies',
    auth: 'admin',
    permission: 'batch-uploads.write',
    successStatus: 200,
    operation: 'upload allergies',
    multipart: true,
    handling: { on400: 'body', serverMessage: [500] },
  },
  batchUploadHealthIssues: {
    method: 'POST',
    path: '/api/admin/batch-uploads/health-issues',
    auth: 'admin',
    permission: 'batch-uploads.write',
    successStatus: 200,
    operation: 'upload health issues',
    multipart: true,
    handling: { on400: 'body', serverMessage: [500] },
  },
  // ours: the orders and customers server tables' upload (spec 001 §2), the batch uploads' all-or-nothing rule
  batchUploadCustomers: {
    method: 'POST',
    path: '/api/admin/batch-uploads/customers',
    auth: 'admin',
    permission: 'batch-uploads.write',
    successStatus: 200,
    operation: 'upload customers',
    multipart: true,
    handling: { on400: 'body', serverMessage: [500] },
  },
  batchUploadOrders: {
    method: 'POST',
    path: '/api/admin/batch-uploads/orders',
    auth: 'admin',
    permission: 'batch-uploads.write',
    successStatus: 200,
    operation: 'upload orders',
    multipart: true,
    handling: { on400: 'body', serverMessage: [500] },
  },
} as const satisfies Record<string, RouteMeta>;
