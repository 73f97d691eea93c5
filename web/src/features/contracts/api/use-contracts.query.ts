import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import {
  fetchContractContent,
  fetchContractHistory,
  fetchContractState,
  fetchContractTerms,
  fetchPaymentOptions,
  fetchSellerDocuments,
} from './contracts.api';
import { contractQueryKeys } from './contracts.keys';

/** A contract that is not there yet, or not the member's, stays so however often it is asked for. */
const retryUnlessRefused = (count: number, error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1;

export function useContractState(threadId: string | undefined) {
  return useQuery({
    queryKey: contractQueryKeys.state(threadId ?? ''),
    queryFn: ({ signal }) => fetchContractState(threadId as string, signal),
    enabled: Boolean(threadId),
    retry: retryUnlessRefused,
  });
}

export function useContractContent(threadId: string, enabled = true) {
  return useQuery({
    queryKey: contractQueryKeys.content(threadId),
    queryFn: ({ signal }) => fetchContractContent(threadId, signal),
    enabled,
    retry: retryUnlessRefused,
  });
}

export function useContractTerms(threadId: string, enabled = true) {
  return useQuery({
    queryKey: contractQueryKeys.terms(threadId),
    queryFn: ({ signal }) => fetchContractTerms(threadId, signal),
    enabled,
    retry: retryUnlessRefused,
  });
}

export function useContractHistory(page: number) {
  return useQuery({
    queryKey: contractQueryKeys.history(page),
    queryFn: ({ signal }) => fetchContractHistory(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentOptions(enabled: boolean) {
  return useQuery({ queryKey: contractQueryKeys.paymentOptions, queryFn: ({ signal }) => fetchPaymentOptions(signal), enabled, staleTime: Infinity });
}

export function useSellerDocuments(enabled: boolean) {
  return useQuery({ queryKey: contractQueryKeys.sellerDocuments, queryFn: ({ signal }) => fetchSellerDocuments(signal), enabled, staleTime: Infinity });
}
