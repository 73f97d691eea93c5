import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & {
  to: string;
  onNavigate?: () => void;
};

/** An antd button that is a real link (new tab, copy address) but navigates inside the app. */
export function LinkButton({ to, onNavigate, ...buttonProps }: LinkButtonProps) {
  const navigate = useNavigate();
  const click = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(to);
    onNavigate?.();
  };
  return <Button {...buttonProps} href={to} onClick={click} />;
}
