import { describe, expect, it } from 'vitest';
import { createAdmissionGate } from '../src/http/admission-gate.js';

describe('admission gate: at most `limit` callers at once, the others in arrival order', () => {
  it('admits up to the limit at once, then one waiter per place given back, first come first served', () => {
    const gate = createAdmissionGate(2);
    const admitted: string[] = [];
    const tickets = ['a', 'b', 'c', 'd'].map((name) => {
      const ticket = gate.ticket(() => undefined);
      ticket.enter(() => admitted.push(name));
      return ticket;
    });
    expect(admitted).toEqual(['a', 'b']);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    tickets[1]!.leave();
    expect(admitted).toEqual(['a', 'b', 'c']);
    tickets[1]!.leave(); // again: nothing more is freed
    expect(admitted).toEqual(['a', 'b', 'c']);
    expect([gate.running, gate.waiting]).toEqual([2, 1]);
    tickets[0]!.leave();
    tickets[2]!.leave();
    expect(admitted).toEqual(['a', 'b', 'c', 'd']);
    expect([gate.running, gate.waiting]).toEqual([1, 0]);
  });

  it('a waiter that leaves the line is never admitted and frees no place', () => {
    const gate = createAdmissionGate(1);
    const admitted: string[] = [];
    const first = gate.ticket(() => undefined);
    first.enter(() => admitted.push('first'));
    const gone = gate.ticket(() => undefined);
    gone.enter(() => admitted.push('gone'));
    const last = gate.ticket(() => undefined);
    last.enter(() => admitted.push('last'));
    gone.leave();
    expect([gate.running, gate.waiting]).toEqual([1, 1]);
    first.leave();
    expect(admitted).toEqual(['first', 'last']);
    expect(gate.running).toBe(1);
  });

  it('a ticket left before it enters never enters', () => {
    const gate = createAdmissionGate(1);
    const ticket = gate.ticket(() => undefined);
    ticket.leave();
    let ran = false;
    ticket.enter(() => {
      ran = true;
    });
    expect([ran, gate.running, gate.waiting]).toEqual([false, 0, 0]);
  });

  it('a caller that ends within its own admission (a 400) frees its place to the next in a loop, not by recursion', () => {
    const gate = createAdmissionGate(1);
    const holder = gate.ticket(() => undefined);
    holder.enter(() => undefined);
    let admittedCount = 0;
    for (let i = 0; i < 50_000; i++) {
      const ticket = gate.ticket(() => undefined);
      ticket.enter(() => {
        admittedCount++;
        ticket.leave();
      });
    }
    holder.leave();
    expect(admittedCount).toBe(50_000);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('expires the waiters that entered before a time, oldest first, and leaves the later ones in line', () => {
    let clock = 0;
    const gate = createAdmissionGate(1, () => clock);
    gate.ticket(() => undefined).enter(() => undefined);
    const expired: string[] = [];
    for (const name of ['a', 'b', 'c']) {
      gate.ticket(() => expired.push(name)).enter(() => undefined);
      clock += 100;
    }
    gate.expireWaiting(150); // a entered at 0, b at 100, c at 200
    expect(expired).toEqual(['a', 'b']);
    expect(gate.waiting).toBe(1);
  });

  it('skips the waiters who left, at the front or further back, when admitting and when expiring', () => {
    let clock = 0;
    const gate = createAdmissionGate(1, () => clock);
    const holder = gate.ticket(() => undefined);
    holder.enter(() => undefined);
    const admitted: string[] = [];
    const expired: string[] = [];
    const tickets = new Map(
      ['a', 'b', 'c', 'd', 'e'].map((name) => {
        const ticket = gate.ticket(() => expired.push(name));
        ticket.enter(() => admitted.push(name));
        clock += 100;
        return [name, ticket] as const;
      }),
    );
    tickets.get('a')!.leave(); // at the front
    tickets.get('c')!.leave(); // further back
    expect(gate.waiting).toBe(3);
    gate.expireWaiting(250); // a entered at 0 (left), b at 100, c at 200 (left), d at 300
    expect(expired).toEqual(['b']);
    expect(gate.waiting).toBe(2);
    holder.leave();
    expect(admitted).toEqual(['d']);
    tickets.get('d')!.leave();
    expect(admitted).toEqual(['d', 'e']);
    expect([gate.running, gate.waiting]).toEqual([1, 0]);
    expect(expired).toEqual(['b']);
  });

  it('refuses a limit that is not a whole number of at least 1', () => {
    expect(() => createAdmissionGate(0)).toThrow(/at least 1/);
    expect(() => createAdmissionGate(1.5)).toThrow(/at least 1/);
  });
});
