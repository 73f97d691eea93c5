import { Steps } from 'antd';

interface SignupStepsProps {
  current: 0 | 1 | 2;
}

export function SignupSteps({ current }: SignupStepsProps) {
  return (
    <Steps
      current={current}
      size="small"
      responsive={false}
      // Titles under the numbers: beside them, three titles do not fit a 375 px phone.
      titlePlacement="vertical"
      items={[{ title: 'メールアドレス' }, { title: '会員情報の登録' }, { title: '登録完了' }]}
    />
  );
}
