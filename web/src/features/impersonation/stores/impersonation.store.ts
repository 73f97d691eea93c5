import { create } from 'zustand';

export const MASTER_TOKEN_KEY = 'ietochi.masterToken';
export const IMPERSONATING_FLAG_KEY = 'ietochi.impersonating';

interface ImpersonationState {
  /** The admin's own token, kept while the admin acts as a member. */
  masterToken: string | null;
  active: boolean;
  begin: (masterToken: string) => void;
  end: () => void;
}

function readStored(): Pick<ImpersonationState, 'masterToken' | 'active'> {
  try {
    const masterToken = localStorage.getItem(MASTER_TOKEN_KEY);
    const active = localStorage.getItem(IMPERSONATING_FLAG_KEY) === '1' && !!masterToken;
    return { masterToken: masterToken || null, active };
  } catch {
    return { masterToken: null, active: false };
  }
}

export const useImpersonationStore = create<ImpersonationState>()((set) => ({
  ...readStored(),
  begin: (masterToken) => {
    localStorage.setItem(MASTER_TOKEN_KEY, masterToken);
    localStorage.setItem(IMPERSONATING_FLAG_KEY, '1');
    set({ masterToken, active: true });
  },
  end: () => {
    localStorage.removeItem(MASTER_TOKEN_KEY);
    localStorage.removeItem(IMPERSONATING_FLAG_KEY);
    set({ masterToken: null, active: false });
  },
}));
