/**
 * The special terms (特約) a contract may carry, as neutral wording the parties choose to use or
 * not: the product states no preference between them (宅建業法: it does not negotiate or
 * recommend terms). `term` is the field of the contract terms each one sets.
 */
export const SPECIAL_TERM_TEMPLATES = [
  {
    id: 1,
    term: 'farmland_permission_condition',
    title: '農地法の許可を条件とする特約',
    text: '本契約は、農地法第3条または第5条の許可（市街化区域内にあっては届出の受理）を条件として効力を生じる。許可が得られないことが確定したときは、本契約は当然に効力を失い、売主は受領済みの金員を無利息で買主に返還する。',
  },
  {
    id: 2,
    term: 'items_left',
    title: '残置物の扱い',
    text: '本物件内の残置物は、次のいずれかによる。（1）売主が引渡しまでに撤去する（2）現状のまま引き渡す（3）別記の一覧のとおりとする。',
  },
  {
    id: 3,
    term: 'boundary_memorandum',
    title: '越境に関する覚書の特約',
    text: '本物件と隣地との間に越境物がある場合、売主は引渡しまでに隣地所有者との間で越境の事実と将来の取扱いを定めた覚書を取り交わし、その写しを買主に交付する。',
  },
  {
    id: 4,
    term: 'area_basis',
    title: '実測精算の特約',
    text: '売主は引渡しまでに土地家屋調査士による実測を行い、実測面積と登記簿面積に差異が生じたときは、その差の面積に1㎡あたりの精算単価を乗じた額を残代金の支払時に精算する。',
  },
] as const;

export type SpecialTermTemplate = (typeof SPECIAL_TERM_TEMPLATES)[number];
