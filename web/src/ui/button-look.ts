import styles from './button-look.module.css';

export interface ButtonLook {
  variant?: 'primary' | 'default' | 'text';
  size?: 'middle' | 'large';
  shape?: 'default' | 'round';
  block?: boolean;
  className?: string;
}

/** The class names that give a plain link or button the look of the theme's Ant Design button. */
export function buttonLookClass({ variant = 'default', size = 'middle', shape = 'default', block = false, className }: ButtonLook = {}): string {
  return [
    styles.button,
    variant === 'primary' ? styles.primary : variant === 'text' ? styles.text : '',
    size === 'large' ? styles.large : '',
    shape === 'round' ? styles.round : '',
    block ? styles.block : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}
