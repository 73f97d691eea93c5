import { Spin } from 'antd';

export function PageLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '96px 16px' }}>
      <Spin size="large" description="読み込み中です" />
    </div>
  );
}
