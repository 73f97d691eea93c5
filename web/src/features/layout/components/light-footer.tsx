import { Link } from 'react-router-dom';
import { ICON_PATHS } from '../../../ui/icon-paths';
import { SvgIcon } from '../../../ui/svg-icon';
import styles from './light-footer.module.css';

interface LightFooterProps {
  siteName: string;
  companyUrl: string;
  copyrightYear: number;
}

export function LightFooter({ siteName, companyUrl, copyrightYear }: LightFooterProps) {
  return (
    <footer className={styles.footer}>
      <ul className={styles.links}>
        <li>
          <Link to="/contact">お問い合わせ</Link>
        </li>
        <li>
          <Link to="/privacy">プライバシーポリシー</Link>
        </li>
        <li>
          <a href={companyUrl} target="_blank" rel="noopener noreferrer">
            運営会社 <SvgIcon icon={ICON_PATHS.export} label="新しいタブで開きます" />
          </a>
        </li>
      </ul>
      <small className={styles.copyright}>
        © {copyrightYear} {siteName}
      </small>
    </footer>
  );
}
