import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonLookClass } from './button-look';
import type { ButtonLook } from './button-look';
import { ICON_PATHS } from './icon-paths';
import type { IconName } from './icon-paths';
import { SvgIcon } from './svg-icon';

type ButtonLinkProps = ButtonLook & {
  to: string;
  icon?: IconName;
  iconPlacement?: 'start' | 'end';
  onNavigate?: () => void;
  children: ReactNode;
};

/**
 * A link inside the app with the look of the theme's button, without Ant Design: a real link (new
 * tab, copy address) for the pages whose first load carries none of it.
 */
export function ButtonLink({ to, icon, iconPlacement = 'start', onNavigate, children, ...look }: ButtonLinkProps) {
  const iconElement = icon ? <SvgIcon icon={ICON_PATHS[icon]} /> : null;
  return (
    <Link to={to} className={buttonLookClass(look)} onClick={onNavigate}>
      {iconPlacement === 'start' ? iconElement : null}
      <span>{children}</span>
      {iconPlacement === 'end' ? iconElement : null}
    </Link>
  );
}
