import { setMaxListeners } from 'node:events';

/**
 * The signal of a call whose caller gave none: one signal, shared by all such calls, that nothing can
 * abort (its controller stays in this module). A call without a signal then makes no `AbortController`
 * of its own (on Node 20, each costs a few µs and work for the garbage collector). `linkSignal` does not
 * follow it, so the executors' own signals leave no listener on it. Listeners that other code adds never
 * run; they are allowed without limit so that many calls at once raise no leak warning.
 */
export const neverAbortedSignal: AbortSignal = new AbortController().signal;
setMaxListeners(0, neverAbortedSignal);
