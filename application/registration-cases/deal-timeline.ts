import type { RecordedEvent } from '../shared/event-store.port';

/** One entry of a deal's history: what happened, who did it (by role and id) and when. */
export interface TimelineEntry {
  position: number;
  type: string;
  label: string;
  actor_role: string;
  actor_role_name: string;
  actor_id: string;
  at: string;
}

const LABELS: Record<string, string> = {
  DealThreadOpened: '問い合わせが始まりました',
  DealMessagePosted: 'メッセージが送られました',
  DealMessagesRead: 'メッセージが読まれました',
  DealThreadPinned: '取引がピン留めされました',
  DealThreadUnpinned: '取引のピン留めが外されました',
  DealThreadBlocked: '取引が中止されました',
  DealThreadEnded: '取引が終了しました',
  ContractRequested: '契約書の作成が依頼されました',
  ContractDrafted: '契約書が作成されました',
  ContractTermsEdited: '契約の条件が変更されました',
  ContractTermsReset: '契約の条件がひな形に戻されました',
  ContractPropertyEdited: '物件の表示が変更されました',
  ContractAgreementsVoided: '変更により同意が取り消されました',
  ContractAgreedByBuyer: '買主が契約内容に同意しました',
  ContractAgreedBySeller: '売主が契約内容に同意しました',
  ContractPerformanceConfirmed: '買主が契約の手続きに進みました',
  ContractManagementFeePaid: '管理手数料がカードで支払われました',
  ContractBankTransferDeclared: '管理手数料の銀行振込が申し出られました',
  ContractBankTransferConfirmed: '管理手数料の入金が確認されました',
  ContractSellerDocumentConfirmed: '売主が書類の準備を確認しました',
  ContractConcluded: '契約が締結されました',
  ContractEndedWithoutContract: '契約をせずに取引が終了しました',
  ContractCancelledWithRegistration: '登記の依頼の取消により契約が取り消されました',
  ContractPdfCreated: '契約書のPDFが作成されました',
  RegistrationCaseAssigned: '司法書士が担当になりました',
  RegistrationCaseAccepted: '司法書士が受任しました',
  RegistrationIdentitiesConfirmed: '売主と買主の本人確認が済みました',
  RegistrationDocumentsCollecting: '登記書類の収集が始まりました',
  RegistrationDocumentRecorded: '登記書類が記録されました',
  RegistrationDocumentsVerified: '司法書士が書類を確認しました',
  RegistrationReadyForSettlement: '決済の準備が整いました',
  RegistrationFiled: '登記が申請されました',
  RegistrationCorrectionRequested: '登記の補正が求められました',
  RegistrationCompleted: '登記が完了しました',
  RegistrationCaseCancelled: '登記の依頼が取り消されました',
};

const ROLE_NAMES: Record<string, string> = { member: '会員', admin: '管理者', lawyer: '司法書士', system: 'システム', guest: 'ゲスト' };

/** The events of a deal's streams (deal, contract, registration case) merged in the order they were written. */
export function dealTimeline(streams: ReadonlyArray<readonly RecordedEvent[]>): TimelineEntry[] {
  return streams
    .flat()
    .sort((a, b) => a.transactionId - b.transactionId || a.globalPosition - b.globalPosition)
    .map((event) => ({
      position: event.globalPosition,
      type: event.type,
      label: LABELS[event.type] ?? event.type,
      actor_role: event.metadata.actor.role,
      actor_role_name: ROLE_NAMES[event.metadata.actor.role] ?? event.metadata.actor.role,
      actor_id: event.metadata.actor.id,
      at: event.recordedAt,
    }));
}
