import { Alert, Button, Result, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  propertyEditQueryKey,
  useLatestDraft,
  usePropertyForEdit,
} from '../../features/property-edit/api/use-property-edit.query';
import type { Property } from '../../features/property-edit/api/property-edit.api';
import { PropertyEditor } from '../../features/property-edit/components/property-editor.container';
import { clearDraftId, readDraftId, writeDraftId } from '../../features/property-edit/lib/draft-id.storage';
import { FORM_GROUPS } from '../../features/property-edit/lib/property-form';
import { LinkButton } from '../../ui/link-button';
import { MemberPage } from './parts/member-page';
import { usePropertyMasters } from './parts/use-property-masters';

const DRAFT = 1;
/** Counted from the wizard's own steps: the input groups, then the confirmation. */
const WIZARD_LEAD = `入力${FORM_GROUPS.length}ステップと確認の、全${FORM_GROUPS.length + 1}ステップで物件を登録します。各ステップで保存した内容は下書きとして残り、あとから続きを入力できます。`;

const LAST_STEP = 5;

/** The step after the last saved one; the confirmation once every group is saved. */
function resumeStep(property: Property | null): number {
  const saved = property?.registration_step ?? 0;
  return Math.min(Math.max(saved, 0), LAST_STEP);
}

/**
 * The step `/mypage/property/create/{page}` asks for (1 = the first), when the draft has reached
 * it; otherwise the first step, so a page id cannot skip a step that was never saved.
 */
function requestedStep(page: string | undefined, property: Property | null): number | null {
  if (page === undefined) return null;
  const step = /^\d{1,2}$/.test(page) ? Number(page) - 1 : -1;
  return step >= 0 && step <= resumeStep(property) ? step : 0;
}

export function PropertyCreatePage() {
  const { page } = useParams();
  const queryClient = useQueryClient();
  const masters = usePropertyMasters();
  const [draftId, setDraftId] = useState<string | null>(() => readDraftId());
  /** Set when the member chose to start over: the newest draft is not offered again. */
  const [fresh, setFresh] = useState(false);
  const [session, setSession] = useState(0);
  const [published, setPublished] = useState<Property | null>(null);
  /** The draft the wizard opened with (undefined until known, null for a new one). */
  const [resumedId, setResumedId] = useState<string | null | undefined>(undefined);
  const stored = usePropertyForEdit(draftId);
  const latest = useLatestDraft(draftId === null && !fresh);

  const storedUnusable = draftId !== null && (stored.isError || (stored.data !== undefined && stored.data.status_id !== DRAFT));
  useEffect(() => {
    if (storedUnusable) {
      clearDraftId();
      setDraftId(null);
    }
  }, [storedUnusable]);

  const latestDraft = draftId === null && !fresh ? (latest.data ?? null) : null;
  useEffect(() => {
    if (latestDraft) {
      queryClient.setQueryData(propertyEditQueryKey(latestDraft.id), latestDraft);
      writeDraftId(latestDraft.id);
      setDraftId(String(latestDraft.id));
    }
  }, [latestDraft, queryClient]);

  if (published) {
    return (
      <MemberPage title="物件の登録">
        <Result
          status="success"
          title="物件を掲載しました"
          subTitle={`「${published.name ?? ''}」を掲載しました。買主様からのお問い合わせは、メッセージでお知らせします。`}
          extra={
            <LinkButton to="/mypage/property" type="primary">
              出品物件の管理へ
            </LinkButton>
          }
        />
      </MemberPage>
    );
  }

  const loading = draftId !== null ? stored.isPending || storedUnusable : !fresh && latest.isPending;
  const property = draftId !== null ? (storedUnusable ? null : (stored.data ?? null)) : latestDraft;
  if (!loading && resumedId === undefined) setResumedId(property ? String(property.id) : null);
  const resumed = property !== null && resumedId === String(property.id);

  return (
    <MemberPage title="物件の登録" lead={WIZARD_LEAD}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <>
          {resumed ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={`保存済みの下書き「${property.name ?? '物件名未入力'}」の続きから入力できます。`}
              action={
                <Button
                  size="small"
                  onClick={() => {
                    clearDraftId();
                    setFresh(true);
                    setDraftId(null);
                    setResumedId(null);
                    setSession((value) => value + 1);
                  }}
                >
                  新しく登録をはじめる
                </Button>
              }
            />
          ) : null}
          <PropertyEditor
            key={session}
            mode="wizard"
            property={property}
            masters={masters}
            initialStep={requestedStep(page, property) ?? resumeStep(property)}
            onSaved={(saved) => {
              writeDraftId(saved.id);
              if (draftId === null) setDraftId(String(saved.id));
            }}
            onPublished={(done) => {
              clearDraftId();
              setPublished(done);
            }}
          />
        </>
      )}
    </MemberPage>
  );
}
