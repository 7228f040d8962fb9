/** The API client announces an expired session here; the session store and the expired-session alert listen. */
type Listener = () => void;

const listeners = new Set<Listener>();
/** An expiry nobody has acknowledged yet: the alert may mount after the 401 (e.g. while lazy pages load). */
let unacknowledged = false;

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionExpired(): void {
  unacknowledged = true;
  for (const listener of [...listeners]) listener();
}

/** Whether an expiry was announced and the user has not confirmed the alert yet. */
export function sessionExpiredPending(): boolean {
  return unacknowledged;
}

/** The user confirmed the expired-session alert. */
export function acknowledgeSessionExpired(): void {
  unacknowledged = false;
}

/**
 * The server answered tokenIncomplete (REST body or GraphQL extensions code): the token lacks the supplier, CD
 * or company its profile needs, so every data call is refused until the user registers. The session store
 * listens and turns the session into login_register, which the route guard sends to /register.
 */
const incompleteListeners = new Set<Listener>();

export function onTokenIncomplete(listener: Listener): () => void {
  incompleteListeners.add(listener);
  return () => {
    incompleteListeners.delete(listener);
  };
}

export function emitTokenIncomplete(): void {
  for (const listener of [...incompleteListeners]) listener();
}
