/**
 * Sign-in accounts a development or demo installation starts with, one per role (two sellers, an
 * individual and a corporation, and a member who has not filled anything in yet). Never created in production.
 */
export const DEMO_ACCOUNTS = {
  admin: { id: '00000000-0000-4000-8000-000000000001', email: 'admin@ietochi.example', password: 'demo-admin-2026', name: '事務局 管理者' },
  seller: { id: '00000000-0000-4000-8000-000000000101', email: 'seller@ietochi.example', password: 'demo-seller-2026', nickname: '里山の家の売主' },
  company: { id: '00000000-0000-4000-8000-000000000103', email: 'company@ietochi.example', password: 'demo-company-2026', nickname: 'さとやま不動産' },
  buyer: { id: '00000000-0000-4000-8000-000000000102', email: 'buyer@ietochi.example', password: 'demo-buyer-2026', nickname: '田舎暮らし希望' },
  lawyer: {
    id: '00000000-0000-4000-8000-000000000201',
    email: 'lawyer@ietochi.example',
    password: 'demo-lawyer-2026',
    name: '山田 太郎',
    office_name: '山田司法書士事務所',
  },
} as const;
