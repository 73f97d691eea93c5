import { HomeOutlined, LoginOutlined } from '@ant-design/icons';
import { Flex, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { logout } from '../../features/session/api/session.api';
import { useSessionStore } from '../../features/session/stores/session.store';
import { FormPage } from '../../ui/form-page';
import { LinkButton } from '../../ui/link-button';

export function LogoutPage() {
  const signOut = useSessionStore((state) => state.signOut);
  const [done, setDone] = useState(() => useSessionStore.getState().token === null);
  const started = useRef(false);

  useEffect(() => {
    if (done || started.current) return;
    started.current = true;
    // The session ends here whatever the server answers: a failed call must not keep anyone signed in.
    void logout()
      .catch(() => null)
      .finally(() => {
        signOut();
        setDone(true);
      });
  }, [done, signOut]);

  return (
    <FormPage title="ログアウト">
      {done ? (
        <Result
          status="success"
          title="ログアウトしました"
          subTitle="ご利用ありがとうございました。またのご利用をお待ちしております。"
          extra={
            <Flex gap={12} justify="center" wrap>
              <LinkButton to="/" type="primary" icon={<HomeOutlined />}>
                トップページへ戻る
              </LinkButton>
              <LinkButton to="/login" icon={<LoginOutlined />}>
                もう一度ログインする
              </LinkButton>
            </Flex>
          }
        />
      ) : (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin description="ログアウトしています" />
        </div>
      )}
    </FormPage>
  );
}
