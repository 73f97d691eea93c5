import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmSellerDocument,
  createContract,
  editContractProperty,
  editContractTerms,
  payManagementFee,
  takeContractStep,
  type ContractGetStep,
  type PropertyChange,
  type TermsChange,
} from './contracts.api';
import { contractQueryKeys } from './contracts.keys';

/**
 * A step changes the deal, its to-dos and the counters too, which belong to other features: the
 * page that composes the contract passes what to refresh with it.
 */
export type RefreshOthers = () => Promise<unknown> | void;

/** What a contract step is: a GET step by its name, or one that carries something. */
export type ContractStepInput =
  | { step: ContractGetStep }
  | { step: 'create' }
  | { step: 'pay'; cardToken: string }
  | { step: 'document'; documentId: number }
  | { step: 'edit-terms'; change: TermsChange }
  | { step: 'edit-property'; change: PropertyChange };

function run(threadId: string, input: ContractStepInput) {
  switch (input.step) {
    case 'create':
      return createContract(threadId);
    case 'pay':
      return payManagementFee(threadId, input.cardToken);
    case 'document':
      return confirmSellerDocument(threadId, input.documentId);
    case 'edit-terms':
      return editContractTerms(threadId, input.change);
    case 'edit-property':
      return editContractProperty(threadId, input.change);
    default:
      return takeContractStep(threadId, input.step);
  }
}

export function useContractStep(threadId: string, refreshOthers: RefreshOthers) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractStepInput) => run(threadId, input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: contractQueryKeys.all }), refreshOthers()]),
  });
}
