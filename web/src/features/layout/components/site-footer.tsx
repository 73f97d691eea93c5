import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ICON_PATHS } from '../../../ui/icon-paths';
import { SvgIcon } from '../../../ui/svg-icon';
import { FOOTER_POLICY_LINKS, FOOTER_SERVICE_LINKS, FOOTER_SUPPORT_LINKS, SOCIAL_LINKS } from '../site-links';
import type { SiteLink } from '../site-links';
import { SiteLogo } from './site-logo';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  siteName: string;
  companyName: string;
  companyUrl: string;
  copyrightYear: number;
}

function LinkColumn({ title, links, extra }: { title: string; links: readonly SiteLink[]; extra?: ReactNode }) {
  return (
    <div>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
        {extra}
      </ul>
    </div>
  );
}

const socials = [
  { label: 'YouTube', href: SOCIAL_LINKS.youtube, icon: <SvgIcon icon={ICON_PATHS.youtube} /> },
  { label: 'X（旧Twitter）', href: SOCIAL_LINKS.x, icon: <SvgIcon icon={ICON_PATHS.x} /> },
  { label: 'Instagram', href: SOCIAL_LINKS.instagram, icon: <SvgIcon icon={ICON_PATHS.instagram} /> },
  { label: 'Facebook', href: SOCIAL_LINKS.facebook, icon: <SvgIcon icon={ICON_PATHS.facebook} /> },
];

export function SiteFooter({ siteName, companyName, companyUrl, copyrightYear }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div className={styles.aboutColumn}>
            <SiteLogo name={siteName} inverted />
            <p className={styles.about}>
              空き家や土地を手放したい方と、住まいや暮らしの場を探している方を直接つなぐ、個人間売買のためのサイトです。
            </p>
            <div className={styles.socials}>
              <span className={styles.socialsTitle}>動画・SNSで物件や暮らしを紹介しています</span>
              <ul className={styles.socialList}>
                {socials.map((social) => (
                  <li key={social.href}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${siteName}の${social.label}（新しいタブで開きます）`}
                      className={styles.social}
                    >
                      {social.icon}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className={styles.linkColumn}>
            <LinkColumn title="サービス" links={FOOTER_SERVICE_LINKS} />
          </div>
          <div className={styles.linkColumn}>
            <LinkColumn title="サポート" links={FOOTER_SUPPORT_LINKS} />
          </div>
          <div className={styles.policyColumn}>
            <LinkColumn
              title="規約・運営会社"
              links={FOOTER_POLICY_LINKS}
              extra={
                <li>
                  <a href={companyUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    運営会社 <SvgIcon icon={ICON_PATHS.export} label="新しいタブで開きます" />
                  </a>
                </li>
              }
            />
          </div>
        </div>
      </div>
      <div className={styles.bottom}>
        <small>
          © {copyrightYear} {siteName}
        </small>
        <span className={styles.operator}>運営：{companyName}</span>
      </div>
    </footer>
  );
}
