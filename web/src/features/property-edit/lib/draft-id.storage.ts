/** Where the wizard keeps the id of the draft being created, so leaving and coming back resumes it. */
export const DRAFT_ID_STORAGE_KEY = 'ietochi.property-draft-id';

export function readDraftId(): string | null {
  try {
    const value = localStorage.getItem(DRAFT_ID_STORAGE_KEY);
    return value && value.trim() !== '' ? value : null;
  } catch {
    return null;
  }
}

export function writeDraftId(id: string | number): void {
  try {
    localStorage.setItem(DRAFT_ID_STORAGE_KEY, String(id));
  } catch {
    // Private browsing without storage: the wizard still works, it just cannot resume.
  }
}

export function clearDraftId(): void {
  try {
    localStorage.removeItem(DRAFT_ID_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
