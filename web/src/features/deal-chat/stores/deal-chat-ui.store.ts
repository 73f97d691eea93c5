import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const CHAT_UI_STORAGE_KEY = 'ietochi.chat';

interface DealChatUiState {
  /** 取引終了を表示: ended deals in the list too. Kept across visits. */
  showEnded: boolean;
  setShowEnded: (showEnded: boolean) => void;
}

export const useDealChatUiStore = create<DealChatUiState>()(
  persist(
    (set) => ({
      showEnded: false,
      setShowEnded: (showEnded) => set({ showEnded }),
    }),
    {
      name: CHAT_UI_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ showEnded: state.showEnded }),
    },
  ),
);
