import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's result-rules code makes: a part of routeTable (route-table.ts).
// Results that act (docs/decisions/0102-results-that-act.md): rules per organisation, compared with
// a result in the member's browser; the member's answer is all the server learns.
const admin = { auth: 'admin', permission: 'programs.write' } as const;
// An answer the member gave before, or a rule that is not theirs, is said as the server says it.
const said = { handling: { serverMessage: [404, 409] } } as const;

export const resultRulesRoutes = {
  adminResultRules: { method: 'GET', path: '/api/admin/organizations/:id/result-rules', auth: 'admin', permission: 'programs.read', successStatus: 200, operation: 'load result rules' },
  adminResultRuleCreate: { method: 'POST', path: '/api/admin/organizations/:id/result-rules', ...admin, ...said, successStatus: 201, operation: 'create the result rule' },
  adminResultRuleUpdate: { method: 'PUT', path: '/api/admin/organizations/:id/result-rules/:ruleId', ...admin, ...said, successStatus: 200, operation: 'save the result rule' },
  adminResultRuleDelete: { method: 'DELETE', path: '/api/admin/organizations/:id/result-rules/:ruleId', ...admin, ...said, successStatus: 204, operation: 'delete the result rule' },
  memberResultRules: { method: 'GET', path: '/api/client/result-rules', auth: 'member', successStatus: 200, operation: 'load what your results suggest' },
  memberResultRuleAnswer: { method: 'POST', path: '/api/client/result-rules/:id/answer', auth: 'member', ...said, successStatus: 200, operation: 'save your answer' },
} as const satisfies Record<string, RouteMeta>;
