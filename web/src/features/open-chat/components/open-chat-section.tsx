import { QuestionCircleOutlined } from '@ant-design/icons';
import { Alert, Card, Empty, Spin, Typography } from 'antd';
import { LinkButton } from '../../../ui/link-button';
import type { OpenChatBoard } from '../api/open-chat.api';
import { OpenChatComposer } from './open-chat-composer';
import { OpenChatQuestionItem, type OpenChatActions } from './open-chat-question-item';

export type OpenChatViewer = 'guest' | 'member' | 'staff';

interface OpenChatSectionProps extends OpenChatActions {
  board: OpenChatBoard | undefined;
  loadError: string | null;
  /** A guest is asked to sign in; admins and lawyers read (and admins delete) but do not ask. */
  viewer: OpenChatViewer;
  loginPath: string;
  onAsk: (message: string) => Promise<unknown>;
}

/** 公開質問: questions anyone can read on the listing's page, with the seller's answers. */
export function OpenChatSection({ board, loadError, viewer, loginPath, onAsk, ...actions }: OpenChatSectionProps) {
  const body = (() => {
    if (loadError) return <Alert type="error" showIcon title={loadError} />;
    if (!board) return <Spin aria-label="公開質問を読み込み中" />;
    const composer = (() => {
      if (!board.accepting) return <Typography.Text type="secondary">この物件は現在、質問を受け付けていません。</Typography.Text>;
      if (board.is_seller) return <Typography.Text type="secondary">ご自身の物件です。届いた質問には各質問の「回答する」から公開で回答できます。</Typography.Text>;
      if (viewer === 'guest') {
        return (
          <LinkButton to={loginPath} icon={<QuestionCircleOutlined />}>
            ログインして質問する
          </LinkButton>
        );
      }
      if (viewer === 'staff') return null;
      return <OpenChatComposer label="質問する" placeholder="物件について売主に聞きたいことを入力してください。" submitText="質問を投稿" onSubmit={onAsk} />;
    })();
    return (
      <>
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          質問と売主の回答はどなたでも読めます。投稿者はニックネームで表示されます。お名前や連絡先は書かないでください。
        </Typography.Paragraph>
        {board.questions.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="まだ質問はありません" />
        ) : (
          <ul aria-label="質問の一覧" style={{ margin: 0, padding: 0 }}>
            {board.questions.map((question) => (
              <OpenChatQuestionItem key={question.id} question={question} isSeller={board.is_seller} mayAnswer={board.is_seller && board.accepting} {...actions} />
            ))}
          </ul>
        )}
        {composer ? <div style={{ marginTop: 16 }}>{composer}</div> : null}
      </>
    );
  })();

  return (
    <Card variant="borderless" style={{ marginTop: 24 }}>
      <section aria-label="公開質問">
        <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
          公開質問
        </Typography.Title>
        {body}
      </section>
    </Card>
  );
}
