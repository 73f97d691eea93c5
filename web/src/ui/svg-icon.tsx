import type { CSSProperties } from 'react';
import type { IconPaths } from './icon-paths';
import styles from './svg-icon.module.css';

interface SvgIconProps {
  /** Path data, from ICON_PATHS or ACCOUNT_ICON_PATHS. */
  icon: IconPaths;
  className?: string;
  style?: CSSProperties;
  /** Without a label the icon is decoration and hidden from screen readers. */
  label?: string;
}

/** An icon in the text's size and colour, like Ant Design's, drawn from inline path data. */
export function SvgIcon({ icon, className, style, label }: SvgIconProps) {
  return (
    <span className={className ? `${styles.icon} ${className}` : styles.icon} style={style} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false" aria-hidden="true">
        {icon.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}
