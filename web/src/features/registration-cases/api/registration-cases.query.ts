import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignLawyer,
  cancelCase,
  completeRegistration,
  confirmTransfer,
  fetchAssignableLawyers,
  fetchContracts,
  fetchLawyerContractPdfs,
  fetchLawyerMembers,
  fetchLawyerProperties,
  fetchOwnLawyerId,
  recordRegistrationDocument,
  requestCorrection,
  takeCaseStep,
  type CaseStepName,
  type ContractFilterInput,
  type RegistrationDocumentKind,
} from './registration-cases.api';

const ROOT = ['registration-cases'] as const;

export const contractsQueryOptions = (filter: ContractFilterInput, page: number) =>
  queryOptions({
    queryKey: [...ROOT, 'contracts', filter, page] as const,
    queryFn: ({ signal }) => fetchContracts(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export function useContracts(filter: ContractFilterInput, page: number) {
  return useQuery(contractsQueryOptions(filter, page));
}

export function useLawyerContractPdfs(threadId: string | null) {
  return useQuery({
    queryKey: [...ROOT, 'contract-pdfs', threadId] as const,
    queryFn: ({ signal }) => fetchLawyerContractPdfs(threadId as string, signal),
    enabled: threadId !== null,
  });
}

export function useLawyerMembers() {
  return useQuery({ queryKey: [...ROOT, 'members'] as const, queryFn: ({ signal }) => fetchLawyerMembers(signal) });
}

export function useLawyerProperties() {
  return useQuery({ queryKey: [...ROOT, 'properties'] as const, queryFn: ({ signal }) => fetchLawyerProperties(signal) });
}

export function useAssignableLawyers(enabled: boolean) {
  return useQuery({ queryKey: [...ROOT, 'lawyers'] as const, queryFn: ({ signal }) => fetchAssignableLawyers(signal), enabled });
}

export function useOwnLawyerId() {
  return useQuery({ queryKey: [...ROOT, 'me'] as const, queryFn: ({ signal }) => fetchOwnLawyerId(signal) });
}

/** Every action on a contract changes the lists and timelines: all of them are read again. */
function useCaseMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: ROOT }) });
}

export const useAssign = () => useCaseMutation(({ lawyerId, threadId }: { lawyerId: string; threadId: string }) => assignLawyer(lawyerId, threadId));
export const useCaseStep = () => useCaseMutation(({ threadId, step }: { threadId: string; step: CaseStepName }) => takeCaseStep(threadId, step));
export const useRecordDocument = () => useCaseMutation(({ threadId, kind }: { threadId: string; kind: RegistrationDocumentKind }) => recordRegistrationDocument(threadId, kind));
export const useCompleteRegistration = () => useCaseMutation((threadId: string) => completeRegistration(threadId));
export const useRequestCorrection = () => useCaseMutation(({ threadId, reason }: { threadId: string; reason: string }) => requestCorrection(threadId, reason));
export const useCancelCase = () => useCaseMutation(({ threadId, reason }: { threadId: string; reason: string }) => cancelCase(threadId, reason));
export const useConfirmTransfer = () => useCaseMutation((threadId: string) => confirmTransfer(threadId));
