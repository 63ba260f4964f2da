// The fake server's user-flow-activity route (spec 000 §3.4, §7.6) and the events it recorded.
import { json, type FakeCall, type FakeHandler } from './fake-server.js';

/** Answers user-flow-activity as the server does (the recorded event back). */
export const userFlowActivityFake: FakeHandler<'userFlowActivity'> = (call) => {
  const body = call.body as { event: string; detail?: string };
  return json({ activity: { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', event: body.event, detail: body.detail ?? null, created_at: '2030-05-01T00:00:00.000Z' } });
};

/** The events recorded so far, in order, as `event` or `event:detail`. */
export function recordedUserFlow(server: { called: (name: 'userFlowActivity') => FakeCall[] }): string[] {
  return server.called('userFlowActivity').map((call) => {
    const body = call.body as { event: string; detail?: string };
    return body.detail === undefined ? body.event : `${body.event}:${body.detail}`;
  });
}
