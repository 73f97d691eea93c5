import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { showServerFieldErrors } from '../../../ui/server-field-errors';

/** The server counts characters as a reader sees them; the counter does the same. */
const MAX_LENGTH = 1000;
const countCharacters = (text: string) => [...text].length;

interface OpenChatComposerProps {
  /** The label of the text box, also its accessible name. */
  label: string;
  placeholder?: string;
  submitText: string;
  /** Sends the text; a refusal is shown under the box, and the text is kept to correct it. */
  onSubmit: (message: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** A text box for a question or an answer, with the server's own messages under it. */
export function OpenChatComposer({ label, placeholder, submitText, onSubmit, onCancel }: OpenChatComposerProps) {
  const [form] = Form.useForm<{ message: string }>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ message }: { message: string }) => {
    setPending(true);
    setFailure(null);
    try {
      await onSubmit(message ?? '');
      form.resetFields();
    } catch (error) {
      setFailure(showServerFieldErrors(form, error, ['message']));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 8 }} /> : null}
      <Form.Item
        name="message"
        label={label}
        rules={[
          { required: true, whitespace: true, message: 'メッセージを入力してください。' },
          { validator: (_rule, value: string | undefined) => (countCharacters(value ?? '') > MAX_LENGTH ? Promise.reject(new Error('メッセージは1,000文字以内で入力してください。')) : Promise.resolve()) },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} placeholder={placeholder} showCount={{ formatter: ({ value }) => `${countCharacters(value)} / ${MAX_LENGTH}` }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={pending}>
          {submitText}
        </Button>
        {onCancel ? <Button onClick={onCancel}>キャンセル</Button> : null}
      </Space>
    </Form>
  );
}
