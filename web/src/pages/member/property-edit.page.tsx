import { Alert, Result, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { usePropertyForEdit } from '../../features/property-edit/api/use-property-edit.query';
import { PropertyEditor } from '../../features/property-edit/components/property-editor.container';
import { ApiError } from '../../lib/api-error';
import { LinkButton } from '../../ui/link-button';
import { MemberPage } from './parts/member-page';
import { usePropertyMasters } from './parts/use-property-masters';

const EDITABLE = new Set([1, 2, 3, 5]);

export function PropertyEditPage() {
  const { id = '' } = useParams();
  const masters = usePropertyMasters();
  const property = usePropertyForEdit(id);
  const back = (
    <LinkButton to="/mypage/property" type="primary">
      出品物件の管理へ戻る
    </LinkButton>
  );

  let body;
  if (property.error) {
    const status = property.error instanceof ApiError ? property.error.status : 0;
    body =
      status === 404 || status === 403 ? (
        <Result status="warning" title="この物件は編集できません" subTitle="物件が見つからないか、編集する許可がありません。" extra={back} />
      ) : (
        <Result status="warning" title="物件情報を読み込めませんでした" subTitle={property.error.message} extra={back} />
      );
  } else if (!property.data) {
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  } else if (!EDITABLE.has(property.data.status_id)) {
    body = (
      <Result
        status="info"
        title="この物件は編集できません"
        subTitle={`「${property.data.status}」の物件は、物件情報を変更できません。`}
        extra={back}
      />
    );
  } else {
    body = (
      <>
        {property.data.status_id !== 1 ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={`この物件は「${property.data.status}」です。保存した内容はすぐに掲載中の物件ページに反映されます。`}
          />
        ) : null}
        <PropertyEditor mode="tabs" property={property.data} masters={masters} />
      </>
    );
  }

  return (
    <MemberPage title="物件情報の編集" lead="項目のまとまりごとに保存できます。">
      {body}
    </MemberPage>
  );
}
