import { App } from 'antd';
import { errorMessage } from '../../../ui/server-field-errors';
import { useDeleteOpenChatPost, useOpenChat, usePostOpenChat, useSetOpenChatHandled } from '../api/use-open-chat.query';
import { OpenChatSection, type OpenChatViewer } from './open-chat-section';

interface OpenChatContainerProps {
  propertyId: string;
  viewer: OpenChatViewer;
  loginPath: string;
}

/** The listing's public questions, loaded and changed through the API, with a toast for each change. */
export function OpenChatContainer({ propertyId, viewer, loginPath }: OpenChatContainerProps) {
  const { message } = App.useApp();
  const board = useOpenChat(propertyId);
  const post = usePostOpenChat(propertyId);
  const remove = useDeleteOpenChatPost(propertyId);
  const handle = useSetOpenChatHandled(propertyId);

  /** A toast for the outcome; a refusal is passed on so a form can show it under its field. */
  const withToast = async <T,>(run: () => Promise<T>, done: string, rethrow: boolean) => {
    try {
      const answer = await run();
      void message.success(done);
      return answer;
    } catch (error) {
      if (rethrow) throw error;
      void message.error(errorMessage(error, '操作できませんでした。'));
      return undefined;
    }
  };

  return (
    <OpenChatSection
      board={board.data}
      loadError={board.error ? errorMessage(board.error, '公開質問を読み込めませんでした。') : null}
      viewer={viewer}
      loginPath={loginPath}
      onAsk={(text) => withToast(() => post.mutateAsync({ message: text }), '質問を投稿しました。', true)}
      onAnswer={(questionId, text) => withToast(() => post.mutateAsync({ message: text, question_id: questionId }), '回答を投稿しました。', true)}
      onDelete={(id) => withToast(() => remove.mutateAsync(id), '削除しました。', false)}
      onSetHandled={(questionId, handled) => withToast(() => handle.mutateAsync({ questionId, handled }), handled ? '対応済みにしました。' : '未対応に戻しました。', false)}
    />
  );
}
