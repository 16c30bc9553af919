export interface SessionLimits {
  /** Open sessions at most, for all clients together. */
  readonly maxSessions: number;
  /** Open sessions at most for one client (see `sessionOwner`). */
  readonly maxSessionsPerClient: number;
  /** A session without a request in progress for this long is closed; 0 keeps sessions until shutdown. */
  readonly idleTimeoutMs: number;
}

export const defaultSessionLimits: SessionLimits = {
  maxSessions: 1000,
  maxSessionsPerClient: 100,
  idleTimeoutMs: 10 * 60_000,
};

export interface SessionEntry<T> {
  readonly value: T;
  readonly owner: string;
  /** Requests of this session still being answered (an open GET stream stays one until it ends). */
  inFlight: number;
  /** `Date.now()` when the last request of the session began or ended. */
  lastActive: number;
}

/** A place held for a session being initialized: `open` it once it has an id, `release` it in any case. */
export interface SessionReservation<T> {
  open(sessionId: string, value: T): void;
  release(): void;
}

export type ReserveOutcome<T> =
  | { readonly ok: true; readonly reservation: SessionReservation<T> }
  | { readonly ok: false; readonly reason: string };

/**
 * The open sessions of the HTTP server, bounded in number (in total and per client) and in idle time.
 * Places are reserved before a session starts, so concurrent initializations cannot pass the caps.
 */
export class SessionRegistry<T> {
  readonly #limits: SessionLimits;
  readonly #sessions = new Map<string, SessionEntry<T>>();
  /** Open and reserved sessions of each owner. */
  readonly #perOwner = new Map<string, number>();
  #reserved = 0;

  constructor(limits: SessionLimits) {
    this.#limits = limits;
  }

  get size(): number {
    return this.#sessions.size;
  }

  get(sessionId: string): SessionEntry<T> | undefined {
    return this.#sessions.get(sessionId);
  }

  values(): T[] {
    return [...this.#sessions.values()].map((entry) => entry.value);
  }

  /** Holds a place for a new session of `owner`, or says which cap is reached. */
  reserve(owner: string): ReserveOutcome<T> {
    const { maxSessions, maxSessionsPerClient } = this.#limits;
    if (this.#sessions.size + this.#reserved >= maxSessions) {
      return { ok: false, reason: `the server has its maximum of ${maxSessions} open sessions` };
    }
    if ((this.#perOwner.get(owner) ?? 0) >= maxSessionsPerClient) {
      return { ok: false, reason: `this client has its maximum of ${maxSessionsPerClient} open sessions` };
    }
    this.#reserved++;
    this.#count(owner, 1);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      this.#reserved--;
      this.#count(owner, -1);
    };
    const open = (sessionId: string, value: T) => {
      if (!held) return;
      held = false;
      this.#reserved--;
      this.#sessions.set(sessionId, { value, owner, inFlight: 0, lastActive: Date.now() });
    };
    return { ok: true, reservation: { open, release } };
  }

  /** Forgets a session; false when it was not open. */
  delete(sessionId: string): boolean {
    const entry = this.#sessions.get(sessionId);
    if (entry === undefined) return false;
    this.#sessions.delete(sessionId);
    this.#count(entry.owner, -1);
    return true;
  }

  /** Forgets and returns the sessions idle for longer than the idle timeout. */
  takeIdle(now = Date.now()): Array<[string, T]> {
    const { idleTimeoutMs } = this.#limits;
    if (idleTimeoutMs <= 0) return [];
    const idle: Array<[string, T]> = [];
    for (const [sessionId, entry] of this.#sessions) {
      if (entry.inFlight > 0 || now - entry.lastActive < idleTimeoutMs) continue;
      this.delete(sessionId);
      idle.push([sessionId, entry.value]);
    }
    return idle;
  }

  /** Forgets every session and returns them (shutdown). */
  clear(): T[] {
    const values = this.values();
    for (const sessionId of [...this.#sessions.keys()]) this.delete(sessionId);
    return values;
  }

  #count(owner: string, delta: number): void {
    const count = (this.#perOwner.get(owner) ?? 0) + delta;
    if (count <= 0) this.#perOwner.delete(owner);
    else this.#perOwner.set(owner, count);
  }
}
