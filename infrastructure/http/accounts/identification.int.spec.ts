import { readdir } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, latestMail, signInAdmin, signUpMember, type SignedInMember } from '../../testing/account-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(storeKinds())('Identity verification on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    admin = await signInAdmin(http);
  });
  afterAll(() => app.dispose());
  beforeEach(() => forgetAttempts(app));

  const upload = (member: SignedInMember, files: Array<{ bytes: Buffer; name: string; type?: string }>) => {
    let call = request(http).post('/api/mypage/user/upload-identification').set(bearer(member.token));
    for (const file of files) call = call.attach('files', file.bytes, { filename: file.name, contentType: file.type ?? 'image/jpeg' });
    return call;
  };
  const status = async (member: SignedInMember) => (await request(http).get('/api/me').set(bearer(member.token)).expect(200)).body.data.identification_verify_status as number;
  const openTodoTypes = async (member: SignedInMember) =>
    ((await request(http).get('/api/todo-list/list?status=0').set(bearer(member.token)).expect(200)).body.data.data as Array<{ type: number }>).map((item) => item.type).sort();

  it('takes a submission, lets an admin review the file and approve it: status 3, the to-dos follow', async () => {
    const member = await signUpMember(app);
    const submitted = await upload(member, [{ bytes: PNG, name: 'license.png', type: 'image/png' }, { bytes: PDF, name: 'back.pdf', type: 'application/pdf' }]).expect(201);
    expect(submitted.body.data).toEqual({ identification_verify_status: 2 });
    expect(await status(member)).toBe(2);
    expect(await openTodoTypes(member)).toEqual([1, 3]);

    const detail = await request(http).get(`/api/admin/user-info/${member.id}`).set(bearer(admin)).expect(200);
    expect(detail.body.data.documents).toHaveLength(2);
    const [png] = detail.body.data.documents as Array<{ id: string; content_type: string; size: number }>;
    expect(png).toMatchObject({ content_type: 'image/png', size: PNG.length });
    const file = await request(http).get(`/api/admin/user/${member.id}/identification/${png.id}`).set(bearer(admin)).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="identification-/);
    expect(Buffer.from(file.body as Buffer).equals(PNG)).toBe(true);

    await request(http).patch(`/api/admin/user/identification/confirm/${member.id}`).set(bearer(admin)).expect(200);
    expect(await status(member)).toBe(3);
    expect(await openTodoTypes(member)).toEqual([1]);
    expect((await latestMail(http, member.email)).subject).toBe('【いえとち直売所】本人確認が完了しました');
    await upload(member, [{ bytes: PNG, name: 'again.png' }]).expect(409);
  });

  it('rejects with a reason the member sees, then accepts a new submission', async () => {
    const member = await signUpMember(app);
    await upload(member, [{ bytes: JPEG, name: 'card.jpg' }]).expect(201);
    await upload(member, [{ bytes: JPEG, name: 'card.jpg' }]).expect(409);
    const noReason = await request(http).patch(`/api/admin/reject/identification/${member.id}`).set(bearer(admin)).send({ reason: '  ' }).expect(422);
    expect(noReason.body.errors).toEqual({ reason: ['差し戻しの理由を入力してください。'] });
    await request(http).patch(`/api/admin/reject/identification/${member.id}`).set(bearer(admin)).send({ reason: '文字が読み取れません' }).expect(200);

    expect(await status(member)).toBe(4);
    const info = await request(http).get(`/api/mypage/user-info/${member.id}`).set(bearer(member.token)).expect(200);
    expect(info.body.data.identification_reject_reason).toBe('文字が読み取れません');
    expect(await openTodoTypes(member)).toEqual([1, 4]);
    expect((await latestMail(http, member.email)).text).toContain('文字が読み取れません');

    await upload(member, [{ bytes: JPEG, name: 'card2.jpg' }]).expect(201);
    expect(await status(member)).toBe(2);
    expect(await openTodoTypes(member)).toEqual([1, 3]);
  });

  it('answers 409 when an admin confirms what was never submitted', async () => {
    const member = await signUpMember(app);
    await request(http).patch(`/api/admin/user/identification/confirm/${member.id}`).set(bearer(admin)).expect(409);
  });

  describe('refuses files that are not what they claim, storing nothing', () => {
    it.each([
      ['HTML named .jpg', Buffer.from('<html><script>alert(1)</script></html>'), 'photo.jpg'],
      ['SVG with script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'id.svg'],
      ['an empty file', Buffer.alloc(0), 'empty.png'],
      ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00'), 'id.gif'],
    ])('%s', async (_label, bytes, name) => {
      const member = await signUpMember(app);
      const response = await upload(member, [{ bytes, name }]).expect(422);
      expect(response.body.errors).toEqual({ files: ['不正なファイルです。'] });
      expect(await status(member)).toBe(1);
    });

    it('a file over 5 MB gets 413', async () => {
      const member = await signUpMember(app);
      const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
      await upload(member, [{ bytes: big, name: 'big.jpg' }]).expect(413);
      expect(await status(member)).toBe(1);
    });

    it('more than 3 files are refused', async () => {
      const member = await signUpMember(app);
      const files = Array.from({ length: 4 }, (_, index) => ({ bytes: JPEG, name: `p${index}.jpg` }));
      const response = await upload(member, files).expect(422);
      expect(response.body.errors).toEqual({ files: ['本人確認書類は3ファイルまで提出できます。'] });
      expect(await status(member)).toBe(1);
    });

    it('no file at all names the field', async () => {
      const member = await signUpMember(app);
      const response = await request(http).post('/api/mypage/user/upload-identification').set(bearer(member.token)).expect(422);
      expect(response.body.errors).toEqual({ files: ['本人確認書類のファイルを選択してください。'] });
    });
  });

  it('stores files under server-made names in the data folder, whatever the client called them', async () => {
    const member = await signUpMember(app);
    await upload(member, [{ bytes: PNG, name: '../../../etc/passwd.png', type: 'image/png' }]).expect(201);
    const names = await readdir(path.join(app.dataDir, 'files', 'identification'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves documents to admins only: not to the member, another member or a guest', async () => {
    const member = await signUpMember(app);
    const other = await signUpMember(app);
    await upload(member, [{ bytes: PNG, name: 'a.png', type: 'image/png' }]).expect(201);
    const detail = await request(http).get(`/api/admin/user-info/${member.id}`).set(bearer(admin)).expect(200);
    const url = `/api/admin/user/${member.id}/identification/${detail.body.data.documents[0].id as string}`;
    await request(http).get(url).expect(401);
    await request(http).get(url).set(bearer(member.token)).expect(403);
    await request(http).get(url).set(bearer(other.token)).expect(403);
    await request(http).get(`/api/admin/user/${other.id}/identification/${detail.body.data.documents[0].id as string}`).set(bearer(admin)).expect(404);
  });
});
