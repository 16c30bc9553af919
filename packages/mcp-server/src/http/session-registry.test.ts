import { describe, expect, it } from 'vitest';
import { SessionRegistry } from './session-registry.js';

const limits = { maxSessions: 3, maxSessionsPerClient: 2, idleTimeoutMs: 1000 };

describe('SessionRegistry', () => {
  it('counts reserved places against both caps and frees the ones released', () => {
    const sessions = new SessionRegistry<string>(limits);
    const a1 = sessions.reserve('a');
    const a2 = sessions.reserve('a');
    expect(a1.ok && a2.ok).toBe(true);
    expect(sessions.reserve('a')).toEqual({
      ok: false,
      reason: 'this client has its maximum of 2 open sessions',
    });
    const b1 = sessions.reserve('b');
    expect(sessions.reserve('c')).toEqual({
      ok: false,
      reason: 'the server has its maximum of 3 open sessions',
    });
    if (b1.ok) b1.reservation.release();
    expect(sessions.reserve('c').ok).toBe(true);
  });

  it('keeps an opened session until it is deleted or idle, then frees its place', () => {
    const sessions = new SessionRegistry<string>(limits);
    const reserved = sessions.reserve('a');
    if (!reserved.ok) throw new Error(reserved.reason);
    reserved.reservation.open('s1', 'one');
    reserved.reservation.release();
    expect(sessions.size).toBe(1);
    const entry = sessions.get('s1');
    expect(entry?.value).toBe('one');
    if (entry) entry.inFlight = 1;
    expect(sessions.takeIdle(Date.now() + 5000)).toEqual([]);
    if (entry) entry.inFlight = 0;
    expect(sessions.takeIdle(Date.now() + 5000)).toEqual([['s1', 'one']]);
    expect(sessions.size).toBe(0);
    expect(sessions.delete('s1')).toBe(false);
    expect([sessions.reserve('a').ok, sessions.reserve('a').ok]).toEqual([true, true]);
  });
});

describe('SessionRegistry under a flood of abandoned sessions', () => {
  it('never holds more than its cap, and gives every place back once the sessions are idle', () => {
    const sessions = new SessionRegistry<number>({
      maxSessions: 50,
      maxSessionsPerClient: 100,
      idleTimeoutMs: 1,
    });
    for (let round = 0; round < 3; round++) {
      let accepted = 0;
      for (let request = 0; request < 1600; request++) {
        const reserved = sessions.reserve(`address:127.0.0.${2 + (request % 50)}`);
        if (!reserved.ok) continue;
        reserved.reservation.open(`${round}-${request}`, request);
        reserved.reservation.release();
        accepted++;
      }
      expect(accepted).toBe(50);
      expect(sessions.size).toBe(50);
      expect(sessions.takeIdle(Date.now() + 10)).toHaveLength(50);
      expect(sessions.size).toBe(0);
    }
  });
});
