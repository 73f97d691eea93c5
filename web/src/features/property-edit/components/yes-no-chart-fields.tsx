import { Form, Radio, Typography } from 'antd';
import { BUYER_CLEARS_QUESTION, LIVABLE_QUESTION, buyerClearsApplies, livableApplies } from '../lib/yes-no-chart.rules';
import type { YesNoAnswers } from '../lib/yes-no-chart.rules';

export interface ChartQuestion {
  id: number;
  question: string;
  note: string | null;
  answers: readonly { value: 0 | 1; label: string }[];
}

interface YesNoChartFieldsProps {
  questions: readonly ChartQuestion[];
}

export function YesNoChartFields({ questions }: YesNoChartFieldsProps) {
  const form = Form.useFormInstance();
  const answers = Form.useWatch<YesNoAnswers | undefined>('yes_no', form) ?? {};
  const applies = (id: number) => {
    if (id === LIVABLE_QUESTION) return livableApplies(answers);
    if (id === BUYER_CLEARS_QUESTION) return buyerClearsApplies(answers);
    return true;
  };

  if (questions.length === 0) return <Typography.Paragraph type="secondary">質問を読み込んでいます。</Typography.Paragraph>;
  return (
    <>
      <Typography.Paragraph type="secondary">
        買主様が検討しやすいよう、物件の状態について「はい」か「いいえ」でお答えください。前の回答によって、答える必要のない質問はお答えいただけません。
      </Typography.Paragraph>
      {questions.map((question, index) => {
        const active = applies(question.id);
        return (
          <Form.Item
            key={question.id}
            name={['yes_no', String(question.id)]}
            label={`Q${index + 1}. ${question.question}`}
            extra={active ? (question.note ?? undefined) : '前の回答により、この質問にはお答えいただく必要はありません。'}
          >
            <Radio.Group
              disabled={!active}
              options={question.answers.map((answer) => ({ value: answer.value, label: answer.label }))}
            />
          </Form.Item>
        );
      })}
    </>
  );
}
