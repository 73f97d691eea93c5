import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../ui/server-field-errors';
import type { FeeRatePeriod, NewFeeRatePeriod } from '../api/fee-rates-admin.api';
import { useFeeRateMutations, useFeeRates } from '../api/fee-rates-admin.query';
import { AddFeeRateModal } from './add-fee-rate-modal';
import { CALCULATOR_LABELS, periodName, spanText } from './fee-rate.labels';
import { FeeRateTable } from './fee-rate-table';
import { WithdrawFeeRateModal } from './withdraw-fee-rate-modal';

type Calculator = NewFeeRatePeriod['calculator'];
const CALCULATORS: Calculator[] = ['stamp_duty', 'registration_tax'];

/** Both calculators' periods, each in its table, with adding, confirming and withdrawing. */
export function FeeRatesManager() {
  const rates = useFeeRates();
  const { add, confirm, withdraw } = useFeeRateMutations();
  const [adding, setAdding] = useState<Calculator | null>(null);
  const [withdrawing, setWithdrawing] = useState<FeeRatePeriod | null>(null);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const confirmPeriod = async (period: FeeRatePeriod) => {
    setNotice(null);
    try {
      await confirm.mutateAsync(period.period_id);
      setNotice({ type: 'success', text: `「${periodName(period)}」（${spanText(period)}）を確認済みにしました。` });
    } catch (error) {
      setNotice({ type: 'error', text: errorMessage(error, '確認済みにできませんでした。時間をおいて、もう一度お試しください。') });
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {rates.isError ? <Alert type="error" showIcon title={errorMessage(rates.error, '税率の一覧を読み込めませんでした。')} /> : null}
      {notice ? <Alert type={notice.type} showIcon title={notice.text} closable onClose={() => setNotice(null)} /> : null}
      {CALCULATORS.map((calculator) => {
        const gap = rates.data?.gaps[calculator] ?? null;
        return (
          <Card
            key={calculator}
            variant="borderless"
            title={CALCULATOR_LABELS[calculator]}
            extra={
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(calculator)}>
                {CALCULATOR_LABELS[calculator]}の期間を追加
              </Button>
            }
          >
            {gap ? (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title={`${gap}以降の${CALCULATOR_LABELS[calculator]}の本則が登録されていません。この日付以降の計算ができませんので、本則の期間を追加してください。`}
              />
            ) : null}
            <FeeRateTable
              calculator={calculator}
              periods={rates.data?.[calculator] ?? []}
              loading={rates.isFetching}
              onConfirm={confirmPeriod}
              onWithdraw={(period) => {
                setNotice(null);
                setWithdrawing(period);
              }}
            />
          </Card>
        );
      })}
      <AddFeeRateModal
        calculator={adding}
        saving={add.isPending}
        onClose={() => setAdding(null)}
        onSave={async (input) => {
          const period = await add.mutateAsync(input);
          setNotice({ type: 'success', text: `「${periodName(period)}」（${spanText(period)}）を追加しました。` });
          setAdding(null);
        }}
      />
      <WithdrawFeeRateModal
        period={withdrawing}
        saving={withdraw.isPending}
        onClose={() => setWithdrawing(null)}
        onWithdraw={async (reason) => {
          if (!withdrawing) return;
          await withdraw.mutateAsync({ periodId: withdrawing.period_id, reason });
          setNotice({ type: 'success', text: `「${periodName(withdrawing)}」（${spanText(withdrawing)}）を取り下げました。` });
          setWithdrawing(null);
        }}
      />
    </Space>
  );
}
