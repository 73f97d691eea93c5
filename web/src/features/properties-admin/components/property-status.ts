/** The listing statuses with the colour of their tag. */
export const PROPERTY_STATUSES: ReadonlyArray<{ id: number; name: string; color: string }> = [
  { id: 1, name: '下書き', color: 'default' },
  { id: 2, name: '掲載中', color: 'green' },
  { id: 3, name: '商談中', color: 'gold' },
  { id: 4, name: '成約', color: 'blue' },
  { id: 5, name: '掲載停止', color: 'orange' },
  { id: 6, name: '取引完了', color: 'purple' },
  { id: 7, name: '削除済み', color: 'red' },
];

export const statusOptions = PROPERTY_STATUSES.map(({ id, name }) => ({ value: id, label: name }));
