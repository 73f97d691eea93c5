import { ButtonLink } from '../../../ui/button-link';
import styles from './floating-register-button.module.css';

interface FloatingRegisterButtonProps {
  signedIn: boolean;
  /** True while the footer is on screen: the button steps aside so it covers no footer link. */
  hidden: boolean;
}

export const PROPERTY_CREATE_PATH = '/mypage/property/create';

/** Listing pages' corner button: list a property when signed in, sign up otherwise. */
export function FloatingRegisterButton({ signedIn, hidden }: FloatingRegisterButtonProps) {
  return (
    <div className={`${styles.floating} ${hidden ? styles.hidden : ''}`} hidden={hidden} data-testid="floating-register">
      <ButtonLink to={signedIn ? PROPERTY_CREATE_PATH : '/signup'} variant="primary" size="large" shape="round" icon={signedIn ? 'plus' : 'userAdd'}>
        {signedIn ? '物件を登録する' : '会員登録'}
      </ButtonLink>
    </div>
  );
}
