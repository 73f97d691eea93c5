/** The contract statuses (docs/contracts-api.md) with the colour each shows in lists and the panel. */
export const CONTRACT_STATUS_NAMES: Readonly<Record<number, string>> = {
  0: '未依頼',
  1: '作成依頼中',
  2: '作成中',
  3: '買主同意済み',
  4: '双方同意済み',
  5: 'お支払い待ち',
  6: '売主手続中',
  7: '締結済み',
  8: '中止',
};

const STATUS_COLORS: Readonly<Record<number, string>> = {
  1: 'orange',
  2: 'gold',
  3: 'cyan',
  4: 'blue',
  5: 'purple',
  6: 'geekblue',
  7: 'green',
  8: 'default',
};

export function contractStatusColor(statusId: number): string {
  return STATUS_COLORS[statusId] ?? 'default';
}

/** Once the buyer goes ahead (5) nothing can be edited; before a draft there is nothing to edit. */
export function isContractEditable(statusId: number): boolean {
  return statusId >= 2 && statusId <= 4;
}

export const ROLE_LABELS = { buyer: '買主', seller: '売主' } as const;
