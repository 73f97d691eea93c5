import type { ReactNode } from 'react';
import { ModalSheet } from '../../../ui/modal-sheet';
import { SEARCH_ICON_PATHS } from './search-icon-paths';
import styles from './filter-sheet.module.css';

interface FilterSheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A phone's search conditions, rising from the bottom of the screen in a modal sheet like the header's menu. */
export function FilterSheet({ open, title, onClose, children }: FilterSheetProps) {
  return (
    <ModalSheet open={open} title={title} onClose={onClose} from="bottom" closeIcon={SEARCH_ICON_PATHS.close}>
      <div className={styles.fields}>{children}</div>
    </ModalSheet>
  );
}
