// @healthdeck/sdk/testing: the one fake of the server for component tests (widgets, portal, admin).
// Test code only: it brings zod (the contract's response schemas); the sdk's main entry never imports it.
export { createFakeServer, json, apiError, takeContractViolations, expectNoContractViolations } from './fake-server.js';
export type { FakeServer, FakeCall, FakeAnswer, FakeHandler, FakeHandlers, ContractViolation } from './fake-server.js';
export { accountFixture, secondFactorFixture, tokensFixture, createFakeClient, TEST_KDF, TEST_KEY_SALT } from './fixtures.js';
export type { AccountFixtureOptions } from './fixtures.js';
export { PAYLOADS as XSS_PAYLOADS } from './xss-corpus.js';
export { userFlowActivityFake, recordedUserFlow } from './user-flow.js';
export { pdfText } from './pdf-text.js';
