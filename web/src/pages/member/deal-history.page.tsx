import { MessageOutlined } from '@ant-design/icons';
import { Alert, Card, Empty, Spin } from 'antd';
import { useState } from 'react';
import { AuditTimelineDrawer } from '../../features/audit/components/audit-timeline-drawer';
import { useContractHistory } from '../../features/contracts/api/use-contracts.query';
import { ContractHistoryList } from '../../features/contracts/components/contract-history-list';
import { LinkButton } from '../../ui/link-button';
import { ListPagination, usePageParam } from '../../ui/list-pages';
import { MemberPage } from './parts/member-page';

/** /mypage/deal: the member's deals with a contract, as buyer and as seller, latest first. */
export function DealHistoryPage() {
  const [page, setPage] = usePageParam();
  const history = useContractHistory(page);
  const data = history.data;
  const [timelineOf, setTimelineOf] = useState<string | null>(null);

  return (
    <MemberPage title="取引履歴" lead="契約書の作成を依頼した取引です（買主・売主の両方）。取引を選ぶとメッセージと契約の手続きに進みます。">
      {history.error ? (
        <Alert type="error" showIcon title={history.error instanceof Error ? history.error.message : '取引履歴を表示できません。'} />
      ) : !data ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin aria-label="読み込み中" />
        </div>
      ) : data.total === 0 ? (
        <Card variant="borderless">
          <Empty description="契約の手続きをした取引はまだありません">
            <LinkButton to="/mypage/chat" icon={<MessageOutlined />}>
              メッセージを見る
            </LinkButton>
          </Empty>
        </Card>
      ) : (
        <>
          <ContractHistoryList items={data.data} onTimeline={setTimelineOf} />
          <ListPagination total={data.total} page={data.current_page} size={data.per_page} onChange={setPage} />
        </>
      )}
      <AuditTimelineDrawer kind="deal" id={timelineOf} title="取引の経過" onClose={() => setTimelineOf(null)} />
    </MemberPage>
  );
}
