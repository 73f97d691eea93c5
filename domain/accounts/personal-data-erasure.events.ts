/**
 * The keys of a person's personal values were deleted after the retention period: their names in
 * the log read as 退会済み会員 from then on. The event names only the person's id.
 */
export type PersonalDataErasureEvent = {
  type: 'PersonalDataErased';
  data: { subject_id: string; keys_deleted: number; erased_at: string };
};

export const personalDataErasureStreamId = (subjectId: string): string => `personal-data-erasure-${subjectId}`;
