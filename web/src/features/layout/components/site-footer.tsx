import { ExportOutlined, FacebookFilled, InstagramOutlined, XOutlined, YoutubeFilled } from '@ant-design/icons';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
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
  { label: 'YouTube', href: SOCIAL_LINKS.youtube, icon: <YoutubeFilled /> },
  { label: 'X（旧Twitter）', href: SOCIAL_LINKS.x, icon: <XOutlined /> },
  { label: 'Instagram', href: SOCIAL_LINKS.instagram, icon: <InstagramOutlined /> },
  { label: 'Facebook', href: SOCIAL_LINKS.facebook, icon: <FacebookFilled /> },
];

export function SiteFooter({ siteName, companyName, companyUrl, copyrightYear }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Row gutter={[32, 32]}>
          <Col xs={24} lg={8}>
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
          </Col>
          <Col xs={24} sm={8} lg={5}>
            <LinkColumn title="サービス" links={FOOTER_SERVICE_LINKS} />
          </Col>
          <Col xs={24} sm={8} lg={5}>
            <LinkColumn title="サポート" links={FOOTER_SUPPORT_LINKS} />
          </Col>
          <Col xs={24} sm={8} lg={6}>
            <LinkColumn
              title="規約・運営会社"
              links={FOOTER_POLICY_LINKS}
              extra={
                <li>
                  <a href={companyUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    運営会社 <ExportOutlined aria-label="新しいタブで開きます" />
                  </a>
                </li>
              }
            />
          </Col>
        </Row>
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
