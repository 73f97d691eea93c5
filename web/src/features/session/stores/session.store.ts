import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isStrategy } from '../strategy';
import type { Strategy } from '../strategy';

export const SESSION_STORAGE_KEY = 'ietochi.session';

interface SessionState {
  strategy: Strategy;
  token: string | null;
  /** Changes on every sign-in and sign-out, never on a renewed token: data of the last person goes. */
  epoch: number;
  signIn: (strategy: Exclude<Strategy, 'guest'>, token: string) => void;
  /** A fresh access token for the same person (token refresh, password change). */
  renewToken: (token: string) => void;
  signOut: () => void;
}

interface PersistedSession {
  strategy: Strategy;
  token: string | null;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      strategy: 'guest',
      token: null,
      epoch: 0,
      signIn: (strategy, token) => set((state) => ({ strategy, token, epoch: state.epoch + 1 })),
      renewToken: (token) => set((state) => (state.strategy === 'guest' ? {} : { token })),
      signOut: () => set((state) => ({ strategy: 'guest', token: null, epoch: state.epoch + 1 })),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedSession => ({ strategy: state.strategy, token: state.token }),
      merge: (persisted, current) => {
        const saved = persisted as Partial<PersistedSession> | undefined;
        const token = typeof saved?.token === 'string' && saved.token !== '' ? saved.token : null;
        const strategy = token && isStrategy(saved?.strategy) ? saved.strategy : 'guest';
        return { ...current, strategy, token };
      },
    },
  ),
);

export const selectIsSignedIn = (state: SessionState): boolean =>
  state.strategy !== 'guest' && state.token !== null;

/** Calls `listener` after each sign-in or sign-out; returns the unsubscribe function. */
export function onSessionChange(listener: () => void): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (state.epoch !== previous.epoch) listener();
  });
}
