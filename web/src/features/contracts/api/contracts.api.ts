import { api, type ApiAnswer, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

export type ContractState = ApiSchema<'MemberContractState'>;
export type ContractContent = ApiSchema<'ContractContent'>;
export type ContractTermsView = ApiSchema<'ContractTermsView'>;
export type ContractTerms = ApiSchema<'ContractTerms'>;
export type ContractProperty = ApiSchema<'ContractProperty'>;
export type ContractHistoryItem = ApiSchema<'ContractHistoryItem'>;
export type ContractHistoryPage = ApiAnswer<'/api/user-contract/history', 'get'>;
export type ContractPaymentOptions = ApiSchema<'ContractPaymentOptions'>;
export type ContractStepAnswer = ApiSchema<'ContractStepAnswer'>;
export type SellerDocument = ApiAnswer<'/api/contract/seller-documents', 'get'>[number];
export type TermsChange = ApiBody<'/api/contract/edit-term/{id}', 'post'>;
export type PropertyChange = ApiBody<'/api/contract/edit-property/{id}', 'post'>;

export function fetchContractState(threadId: string, signal?: AbortSignal): Promise<ContractState> {
  return api.GET('/api/user-contract/state/{threadId}', { params: { path: { threadId } }, signal });
}

export function fetchContractContent(threadId: string, signal?: AbortSignal): Promise<ContractContent> {
  return api.GET('/api/contract/preview/{id}', { params: { path: { id: threadId } }, signal });
}

export function fetchContractTerms(threadId: string, signal?: AbortSignal): Promise<ContractTermsView> {
  return api.GET('/api/contract/detail-term/{id}', { params: { path: { id: threadId } }, signal });
}

export function fetchContractHistory(page: number, signal?: AbortSignal): Promise<ContractHistoryPage> {
  return api.GET('/api/user-contract/history', { params: { query: { page } }, signal });
}

export function fetchPaymentOptions(signal?: AbortSignal): Promise<ContractPaymentOptions> {
  return api.GET('/api/user-contract/payment-options', { signal });
}

export function fetchSellerDocuments(signal?: AbortSignal): Promise<SellerDocument[]> {
  return api.GET('/api/contract/seller-documents', { signal });
}

/** The steps that are GETs (as the spec makes them), each by its path's tail. */
export type ContractGetStep =
  | 'request-create-contract'
  | 'buyer-agree'
  | 'seller-agree'
  | 'buyer-agree-perform-contract'
  | 'buyer-transfer'
  | 'without-contract';

export function takeContractStep(threadId: string, step: ContractGetStep): Promise<ContractStepAnswer> {
  const path = { params: { path: { id: threadId } } };
  switch (step) {
    case 'request-create-contract':
      return api.GET('/api/contract/{id}/request-create-contract', path);
    case 'buyer-agree':
      return api.GET('/api/contract/{id}/buyer-agree', path);
    case 'seller-agree':
      return api.GET('/api/contract/{id}/seller-agree', path);
    case 'buyer-agree-perform-contract':
      return api.GET('/api/contract/{id}/buyer-agree-perform-contract', path);
    case 'buyer-transfer':
      return api.GET('/api/contract/{id}/buyer-transfer', path);
    case 'without-contract':
      return api.GET('/api/contract/{id}/without-contract', path);
  }
}

export function createContract(threadId: string): Promise<ContractStepAnswer> {
  return api.POST('/api/contract/{id}/create', { params: { path: { id: threadId } }, body: { thread_id: threadId } });
}

export function payManagementFee(threadId: string, cardToken: string): Promise<ContractStepAnswer> {
  return api.POST('/api/payment/pay-management', { body: { thread_id: threadId, card_token: cardToken } });
}

export function confirmSellerDocument(threadId: string, documentId: number): Promise<ContractStepAnswer> {
  return api.GET('/api/contract/{id}/seller-proceed-contract/{documentId}', { params: { path: { id: threadId, documentId: String(documentId) } } });
}

export function editContractTerms(threadId: string, change: TermsChange): Promise<ContractStepAnswer> {
  return api.POST('/api/contract/edit-term/{id}', { params: { path: { id: threadId } }, body: change });
}

export function editContractProperty(threadId: string, change: PropertyChange): Promise<ContractStepAnswer> {
  return api.POST('/api/contract/edit-property/{id}', { params: { path: { id: threadId } }, body: change });
}
