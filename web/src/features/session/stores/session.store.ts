import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isStrategy } from '../strategy';
import type { Strategy } from '../strategy';

export const SESSION_STORAGE_KEY = 'ietochi.session';

interface SessionState {
  strategy: Strategy;
  token: string | null;
  signIn: (strategy: Exclude<Strategy, 'guest'>, token: string) => void;
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
      signIn: (strategy, token) => set({ strategy, token }),
      signOut: () => set({ strategy: 'guest', token: null }),
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
