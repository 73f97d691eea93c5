import { contractPdfContent } from '../testing/contract-pdf-fixtures';
import { formatArea, formatDate, formatMoment, formatYen, toContractPdfView } from './contract-pdf-view';

describe('Contract PDF view', () => {
  it('writes amounts as yen with thousands separators, whatever the machine locale', () => {
    expect(formatYen(12_800_000)).toBe('12,800,000円');
    expect(formatYen(0)).toBe('0円');
    expect(formatYen(999)).toBe('999円');
    expect(formatYen(-1_500)).toBe('-1,500円');
  });

  it('writes registered areas with two decimals and dates and agreement times in Japanese', () => {
    expect(formatArea(312.45)).toBe('312.45㎡');
    expect(formatArea(1234.5)).toBe('1,234.50㎡');
    expect(formatDate('2027-01-05')).toBe('2027年1月5日');
    // 23:30 UTC is the next morning in Japan.
    expect(formatMoment('2026-11-19T23:30:00Z')).toBe('2026年11月20日 08:30（日本時間）');
    expect(() => formatDate('20 Nov')).toThrow('not an ISO date');
  });

  it('names the copy, the parties, the register entries and the money as the contract states them', () => {
    const view = toContractPdfView(contractPdfContent());
    expect(view.copyLabel).toBe('買主保管用');
    expect(toContractPdfView(contractPdfContent({ kind: 'seller_final' })).copyLabel).toBe('売主保管用');
    expect(view.seller.legalName).toBe('髙橋 一郎');
    expect(view.buyer.legalName).toBe('𠮷田 花子');
    expect(view.lands).toEqual([{ location: '長野県松本市大字里山辺字薄川', lotNumber: '1234番5', landCategory: '宅地', area: '312.45㎡' }]);
    expect(view.buildings[0].floorAreas).toEqual(['1階　72.50㎡', '2階　48.30㎡']);
    expect(view.buildings[0].totalArea).toBe('120.80㎡');
    expect(view.price).toBe('12,800,000円');
    expect(view.balance).toBe('11,800,000円');
    expect(view.paymentTotal).toBe('12,800,000円');
    expect(view.fixedAssetTax).toMatchObject({ reckoningDate: '1月1日', annualAmount: '84,300円', sellerShare: '3,233円', buyerShare: '81,067円' });
    expect(view.closingCosts).toEqual([
      { role: '売主', stampDuty: '0円', registrationTax: '2,000円', scrivenerFee: '10,000円～20,000円' },
      { role: '買主', stampDuty: '0円', registrationTax: '156,000円', scrivenerFee: '50,000円～100,000円' },
    ]);
    expect(view.agreements).toEqual([
      { role: '買主', legalName: '𠮷田 花子', agreedAt: '2026年11月19日 10:05（日本時間）' },
      { role: '売主', legalName: '髙橋 一郎', agreedAt: '2026年11月20日 12:40（日本時間）' },
    ]);
  });

  it('states the clauses the parties chose', () => {
    const surveyed = toContractPdfView(contractPdfContent());
    expect(surveyed.areaBasis.label).toBe('実測売買');
    expect(surveyed.areaBasis.clause).toContain('1㎡あたり35,000円');
    expect(surveyed.nonConformityClause).toContain('引渡しの日から3か月以内');
    expect(surveyed.ownershipClause).toContain('全額を支払い');
    expect(surveyed.stampDutyNote).toContain('印紙税は課されない');

    const other = toContractPdfView(
      contractPdfContent({
        areaBasis: { kind: 'registered' },
        nonConformityNoticeMonths: 0,
        ownershipPassesOnFullPayment: false,
        electronicContract: false,
        fixedAssetTax: { reckoningDate: 'april_1', annualAmountYen: 120_000, sellerShareYen: 94_356, buyerShareYen: 25_644 },
      }),
    );
    expect(other.areaBasis.label).toBe('公簿売買');
    expect(other.nonConformityClause).toContain('責任を負わない');
    expect(other.nonConformityClause).toContain('知りながら買主に告げなかった事実');
    expect(other.ownershipClause).toContain('本契約の締結の時');
    expect(other.stampDutyNote).toContain('収入印紙');
    expect(other.fixedAssetTax.reckoningDate).toBe('4月1日');
  });
});
