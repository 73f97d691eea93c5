/**
 * The masters a fresh installation starts with. Admins may rename or remove items afterwards,
 * so ids are never reused for a different meaning: properties, profiles and `/list/...` URLs
 * keep referring to them.
 */

/** A land category (地目), also the landmark of `/list/Landmark{groundId}`. */
export interface LandCategory {
  readonly id: number;
  readonly name: string;
}

/** A hashtag sellers attach to a listing, browsed at `/list/Tag{hashtagId}`; stored without '#'. */
export interface Hashtag {
  readonly id: number;
  readonly name: string;
}

/** A hobby members show on their profile; its picture is numbered by position, so order matters. */
export interface Hobby {
  readonly id: number;
  readonly name: string;
}

/** One question of the yes/no chart every seller answers about the land. */
export interface YesNoQuestion {
  readonly id: number;
  readonly question: string;
  /** Shown under the question to help the seller choose. */
  readonly note: string;
}

/** Stored answer of a yes/no question; the chart's rules compare against these numbers. */
export type YesNoAnswerValue = 1 | 0;

/** The two choices, in the order they are offered. */
export const YES_NO_ANSWERS: readonly { readonly value: YesNoAnswerValue; readonly label: string }[] = [
  { value: 1, label: 'はい' },
  { value: 0, label: 'いいえ' },
];

/**
 * Registry categories (不動産登記規則 第99条) a private seller of rural land actually meets, most
 * common first: built-on land, then farmland (田・畑 need a 農地法 permit to change hands, which the
 * 司法書士 checks), forest and wild land, then the rarer ones. その他 covers the rest of the 23
 * (墓地, 境内地, ため池…) without listing categories nobody sells here.
 */
export const LAND_CATEGORIES: readonly LandCategory[] = [
  { id: 1, name: '宅地' },
  { id: 2, name: '田' },
  { id: 3, name: '畑' },
  { id: 4, name: '山林' },
  { id: 5, name: '原野' },
  { id: 6, name: '雑種地' },
  { id: 7, name: '牧場' },
  { id: 8, name: '池沼' },
  { id: 9, name: '鉱泉地' },
  { id: 10, name: '保安林' },
  { id: 11, name: '公衆用道路' },
  { id: 12, name: 'その他' },
];

export const HASHTAGS: readonly Hashtag[] = [
  { id: 1, name: '古民家' },
  { id: 2, name: '田舎暮らし' },
  { id: 3, name: '海が見える' },
  { id: 4, name: '山の見える土地' },
  { id: 5, name: '温泉地' },
  { id: 6, name: '別荘地' },
  { id: 7, name: '家庭菜園可' },
  { id: 8, name: '農地付き' },
  { id: 9, name: '山林付き' },
  { id: 10, name: '駅徒歩圏' },
  { id: 11, name: 'リフォーム済み' },
  { id: 12, name: 'DIY可' },
  { id: 13, name: '即入居可' },
  { id: 14, name: '二拠点生活' },
  { id: 15, name: '移住支援あり' },
  { id: 16, name: '0円物件' },
  { id: 17, name: '平屋' },
  { id: 18, name: '広い庭' },
  { id: 19, name: '車庫あり' },
  { id: 20, name: '納屋・倉庫あり' },
  { id: 21, name: '井戸あり' },
  { id: 22, name: '薪ストーブ' },
  { id: 23, name: '川が近い' },
  { id: 24, name: '更地' },
  { id: 25, name: '静かな環境' },
  { id: 26, name: '雪の少ない地域' },
];

export const HOBBIES: readonly Hobby[] = [
  { id: 1, name: '家庭菜園' },
  { id: 2, name: 'ガーデニング' },
  { id: 3, name: '釣り' },
  { id: 4, name: '登山' },
  { id: 5, name: 'キャンプ' },
  { id: 6, name: 'サーフィン' },
  { id: 7, name: 'スキー・スノーボード' },
  { id: 8, name: '温泉めぐり' },
  { id: 9, name: 'サイクリング' },
  { id: 10, name: 'ゴルフ' },
  { id: 11, name: '陶芸' },
  { id: 12, name: 'DIY' },
  { id: 13, name: '料理' },
  { id: 14, name: '写真' },
  { id: 15, name: '音楽' },
  { id: 16, name: '読書' },
  { id: 17, name: '映画鑑賞' },
  { id: 18, name: '旅行' },
];

/**
 * Order and ids carry the chart's rules: question 4 is asked only when 3 is はい (its answer is
 * cleared when 3 is 0), and question 5 only when 4 is いいえ or was not asked (its answer is
 * cleared when 4 is neither 0 nor empty), since a house ready to live in needs no clearing.
 */
export const YES_NO_QUESTIONS: readonly YesNoQuestion[] = [
  {
    id: 1,
    question: '土地の境界（隣地との境目）は確定していますか？',
    note: '確定測量図や隣地の方との境界確認書をお持ちの場合は「はい」、お手元になく境界標の有無も分からない場合は「いいえ」をお選びください。',
  },
  {
    id: 2,
    question: '前面の道路は幅4m以上ありますか？',
    note: '建物を建て替えるには原則として幅4m以上の道路に接している必要があるため、ご不明な場合は市区町村の建築担当の窓口でご確認ください。',
  },
  {
    id: 3,
    question: '土地に建物が建っていますか？',
    note: '住宅のほか、登記されていない離れや納屋・倉庫が建っている場合も「はい」をお選びください。',
  },
  {
    id: 4,
    question: 'その建物は、今すぐ住める状態ですか？',
    note: '電気・水道・トイレが使え、大きな修繕をしなくても暮らせる状態であれば「はい」をお選びください。',
  },
  {
    id: 5,
    question: '建物の解体や残置物・草木の片付けを、買主様のご負担で行う条件でもよろしいですか？',
    note: '「はい」とお答えいただくと現状のままお引き渡しできるため、売主様のご負担を抑えて売却を進めやすくなります。',
  },
];

/** Categories of the news (お知らせ) admins publish; `GET /api/notification-category/list`. */
export const NOTIFICATION_CATEGORIES: readonly { readonly id: number; readonly name: string }[] = [
  { id: 1, name: 'お知らせ' },
  { id: 2, name: 'メンテナンス' },
  { id: 3, name: '新機能' },
  { id: 4, name: 'キャンペーン' },
];

/** What a contact is about, chosen on the contact form; `GET /api/contact-category/list`. */
export const CONTACT_CATEGORIES: readonly { readonly id: number; readonly name: string }[] = [
  { id: 1, name: 'サービスについて' },
  { id: 2, name: '物件の掲載について' },
  { id: 3, name: '取引・契約について' },
  { id: 4, name: '会員登録・ログインについて' },
  { id: 5, name: '法人でのご利用について' },
  { id: 6, name: 'その他' },
];
