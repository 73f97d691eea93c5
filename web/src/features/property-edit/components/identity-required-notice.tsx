import { IdcardOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { IDENTIFICATION_PAGE_PATH } from '../lib/identity-required';

interface IdentityRequiredNoticeProps {
  message: string;
  onClose: () => void;
}

/** Publishing was refused until the seller's identity is verified: the way there, one click away. */
export function IdentityRequiredNotice({ message, onClose }: IdentityRequiredNoticeProps) {
  return (
    <Alert
      type="warning"
      showIcon
      closable
      onClose={onClose}
      title={message}
      description={
        <Link to={IDENTIFICATION_PAGE_PATH}>
          <IdcardOutlined aria-hidden /> 本人確認書類を提出する
        </Link>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
