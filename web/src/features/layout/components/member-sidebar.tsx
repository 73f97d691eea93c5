import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Skeleton, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { SvgIcon } from '../../../ui/svg-icon';
import { VerifiedBadge } from '../../../ui/verified-badge';
import { accountNavItems, isActiveNavItem } from '../account-nav';
import type { AccountBadges } from '../account-nav';
import { ACCOUNT_LINKS } from '../site-links';
import styles from './member-sidebar.module.css';

export interface MemberSummary {
  nickname: string;
  verified: boolean;
  /** 法人会員 or 個人会員. */
  memberType: string;
}

interface MemberSidebarProps {
  /** null while the member's details load. */
  member: MemberSummary | null;
  badges: AccountBadges;
  pathname: string;
  onNavigate?: () => void;
}

export function MemberSidebar({ member, badges, pathname, onNavigate }: MemberSidebarProps) {
  return (
    <div className={styles.sidebar}>
      <div className={styles.profile}>
        <Avatar size={48} icon={<UserOutlined />} className={styles.avatar} />
        {member ? (
          <div className={styles.who}>
            <div className={styles.nickname}>
              <span>{member.nickname}</span>
              <span className={styles.honorific}>さん</span>
              <VerifiedBadge verified={member.verified} />
            </div>
            <Tag color={member.memberType === '法人会員' ? 'gold' : 'green'} className={styles.type}>
              {member.memberType}
            </Tag>
          </div>
        ) : (
          <Skeleton active title={false} paragraph={{ rows: 2, width: ['80%', '50%'] }} className={styles.who} />
        )}
      </div>
      <nav aria-label="マイページメニュー">
        <ul className={styles.list}>
          {accountNavItems(badges).map((item) => {
            const active = isActiveNavItem(item, pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={active ? `${styles.item} ${styles.active}` : styles.item}
                >
                  <SvgIcon icon={item.icon} className={styles.icon} />
                  <span className={styles.label}>{item.label}</span>
                  {item.count ? <Badge count={item.count} overflowCount={99} /> : null}
                </Link>
              </li>
            );
          })}
          <li className={styles.separated}>
            <Link to={ACCOUNT_LINKS.logout} onClick={onNavigate} className={styles.item}>
              <span className={styles.icon}>
                <LogoutOutlined />
              </span>
              <span className={styles.label}>ログアウト</span>
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
