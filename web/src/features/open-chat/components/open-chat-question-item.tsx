import { CheckCircleOutlined, DeleteOutlined, MessageOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../ui/date-time.format';
import type { OpenChatQuestion } from '../api/open-chat.api';
import { OpenChatComposer } from './open-chat-composer';

export interface OpenChatActions {
  onAnswer: (questionId: string, message: string) => Promise<unknown>;
  onDelete: (postId: string) => Promise<unknown>;
  onSetHandled: (questionId: string, handled: boolean) => Promise<unknown>;
}

interface OpenChatQuestionItemProps extends OpenChatActions {
  question: OpenChatQuestion;
  /** The viewer is the listing's seller, and the listing takes answers now. */
  mayAnswer: boolean;
  /** The viewer is the listing's seller (marks questions handled, even once the listing is closed). */
  isSeller: boolean;
}

function DeleteButton({ onConfirm, what }: { onConfirm: () => Promise<unknown>; what: string }) {
  return (
    <Popconfirm title={`この${what}を削除しますか？`} description="削除すると元に戻せません。" okText="削除する" cancelText="やめる" okButtonProps={{ danger: true }} onConfirm={() => onConfirm().catch(() => undefined)}>
      <Button size="small" type="text" danger icon={<DeleteOutlined />}>
        削除
      </Button>
    </Popconfirm>
  );
}

const textStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '4px 0' } as const;

/** One question with the seller's answers under it, and what the viewer may do with them. */
export function OpenChatQuestionItem({ question, mayAnswer, isSeller, onAnswer, onDelete, onSetHandled }: OpenChatQuestionItemProps) {
  const [answering, setAnswering] = useState(false);
  return (
    <li aria-label={`${question.nickname ?? '会員'}さんの質問`} style={{ listStyle: 'none', padding: '12px 0', borderBottom: '1px solid #eee6d8' }}>
      <Space wrap size={8}>
        <Typography.Text strong>Q. {question.nickname ?? '会員'}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(question.posted_at)}
        </Typography.Text>
        {question.handled ? (
          <Tag color="green" icon={<CheckCircleOutlined />}>
            対応済み
          </Tag>
        ) : null}
      </Space>
      <p style={textStyle}>{question.message}</p>
      <Space wrap size={4}>
        {mayAnswer && !answering ? (
          <Button size="small" icon={<MessageOutlined />} onClick={() => setAnswering(true)}>
            回答する
          </Button>
        ) : null}
        {isSeller ? (
          <Button size="small" icon={question.handled ? <UndoOutlined /> : <CheckCircleOutlined />} onClick={() => void onSetHandled(question.id, !question.handled).catch(() => undefined)}>
            {question.handled ? '未対応に戻す' : '対応済みにする'}
          </Button>
        ) : null}
        {question.can_delete ? <DeleteButton what="質問" onConfirm={() => onDelete(question.id)} /> : null}
      </Space>
      {question.answers.length > 0 ? (
        <ul aria-label="売主の回答" style={{ margin: '8px 0 0', padding: '0 0 0 16px', borderLeft: '3px solid #c9dcb5' }}>
          {question.answers.map((answer) => (
            <li key={answer.id} style={{ listStyle: 'none', padding: '4px 0' }}>
              <Space wrap size={8}>
                <Tag color="orange">売主</Tag>
                <Typography.Text strong>A. {answer.nickname ?? '売主'}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(answer.posted_at)}
                </Typography.Text>
                {answer.can_delete ? <DeleteButton what="回答" onConfirm={() => onDelete(answer.id)} /> : null}
              </Space>
              <p style={textStyle}>{answer.message}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {mayAnswer && answering ? (
        <div style={{ marginTop: 8 }}>
          <OpenChatComposer
            label="回答"
            placeholder="回答は物件ページで公開されます。"
            submitText="回答を投稿"
            onSubmit={async (message) => {
              await onAnswer(question.id, message);
              setAnswering(false);
            }}
            onCancel={() => setAnswering(false)}
          />
        </div>
      ) : null}
    </li>
  );
}
