import { apiBlob } from '../../../lib/api-client';
import { api, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

export type ContractRow = ApiSchema<'ContractListItem'>;
export type ContractPage = ApiSchema<'PageContractListItem'>;
export type ContractFilterInput = Exclude<ApiBody<'/api/contract/filter', 'post'>, FormData>;
export type LawyerMember = ApiSchema<'LawyerMemberItem'>;
export type LawyerProperty = ApiSchema<'LawyerPropertyItem'>;
export type ContractPdfItem = ApiSchema<'ContractContent'>['pdfs'][number];

/** The case steps a scrivener takes from the list, in order. */
export type CaseStepName = 'accept' | 'confirm-identities' | 'collect-documents' | 'verify-documents' | 'ready-for-settlement' | 'file';
export type RegistrationDocumentKind = 'application' | 'cause_certificate' | 'farmland_permission';

export function fetchContracts(filter: ContractFilterInput, page: number, signal?: AbortSignal): Promise<ContractPage> {
  return api.POST('/api/contract/filter', { params: { query: { page } }, body: filter, signal });
}

export function assignLawyer(lawyerId: string, threadId: string) {
  return api.GET('/api/contract/{lawyerId}/assign/{contractId}', { params: { path: { lawyerId, contractId: threadId } } });
}

export function takeCaseStep(threadId: string, step: CaseStepName) {
  return api.GET('/api/lawyer/case/{id}/{step}', { params: { path: { id: threadId, step } } });
}

export function recordRegistrationDocument(threadId: string, kind: RegistrationDocumentKind) {
  return api.POST('/api/lawyer/registration-document/{id}', { params: { path: { id: threadId } }, body: { kind } });
}

export function completeRegistration(threadId: string) {
  return api.GET('/api/lawyer/registration-completed/{id}', { params: { path: { id: threadId } } });
}

export function requestCorrection(threadId: string, reason: string) {
  return api.POST('/api/lawyer/case/{id}/correction', { params: { path: { id: threadId } }, body: { reason } });
}

export function cancelCase(threadId: string, reason: string) {
  return api.POST('/api/lawyer/transaction-cancel/{threadId}', { params: { path: { threadId } }, body: { reason } });
}

export function confirmTransfer(threadId: string) {
  return api.GET('/api/contract/confirm-transfer/{id}', { params: { path: { id: threadId } } });
}

export function fetchLawyerMembers(signal?: AbortSignal): Promise<LawyerMember[]> {
  return api.GET('/api/lawyer/user/list', { signal });
}

export function fetchLawyerProperties(signal?: AbortSignal): Promise<LawyerProperty[]> {
  return api.GET('/api/lawyer/property/list', { signal });
}

export async function fetchOwnLawyerId(signal?: AbortSignal): Promise<string> {
  const me = await api.GET('/api/lawyer/me', { signal });
  return String(me.id);
}

/** The registered scriveners an admin may assign. */
export async function fetchAssignableLawyers(signal?: AbortSignal): Promise<Array<{ id: string; label: string }>> {
  const lawyers = await api.GET('/api/lawyer/info/list', { signal });
  return lawyers.map((lawyer) => ({ id: String(lawyer.id), label: [lawyer.name, lawyer.office_name].filter(Boolean).join('・') }));
}

/** The final PDFs of a contract assigned to the scrivener, as their preview of the contract lists them. */
export async function fetchLawyerContractPdfs(threadId: string, signal?: AbortSignal): Promise<ContractPdfItem[]> {
  const content = await api.GET('/api/contract/preview/lawyer/{id}', { params: { path: { id: threadId } }, signal });
  return content.pdfs;
}

/** One final PDF, checked by the server against its recorded hash, fetched with the scrivener's token. */
export function downloadLawyerContractPdf(pdfId: string): Promise<Blob> {
  return apiBlob(`/api/lawyer/down-pdf/${encodeURIComponent(pdfId)}`);
}
