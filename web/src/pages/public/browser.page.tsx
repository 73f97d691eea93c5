import { Alert, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ContentPage } from '../../ui/content-page';
import { SITE_NAME } from '../../ui/site.constants';

interface Environment {
  key: string;
  device: string;
  os: string;
  browsers: string;
}

const environments: Environment[] = [
  { key: 'windows', device: 'パソコン', os: 'Windows 10 / 11', browsers: 'Google Chrome、Microsoft Edge、Mozilla Firefox の各最新版' },
  { key: 'mac', device: 'パソコン', os: 'macOS（最新版と1つ前のバージョン）', browsers: 'Safari、Google Chrome、Mozilla Firefox の各最新版' },
  { key: 'ios', device: 'スマートフォン・タブレット', os: 'iOS / iPadOS 16 以降', browsers: 'Safari（標準ブラウザ）、Google Chrome の最新版' },
  { key: 'android', device: 'スマートフォン・タブレット', os: 'Android 11 以降', browsers: 'Google Chrome の最新版' },
];

const columns: TableColumnsType<Environment> = [
  { title: '端末', dataIndex: 'device', width: '24%' },
  { title: 'OS', dataIndex: 'os', width: '30%' },
  { title: 'ブラウザ', dataIndex: 'browsers' },
];

export function BrowserPage() {
  return (
    <ContentPage
      title="推奨環境"
      lead={`${SITE_NAME}を快適にご利用いただくために、次の環境でのご利用をおすすめします。`}
    >
      <h2>推奨するOSとブラウザ</h2>
      <Table<Environment>
        columns={columns}
        dataSource={environments}
        pagination={false}
        size="middle"
        bordered
      />

      <h2>JavaScriptとCookieの設定</h2>
      <Typography.Paragraph>
        本サイトでは、JavaScriptとCookieを使用しています。お使いのブラウザでいずれも有効にしてください。無効になっていると、ログインや物件の掲載、メッセージの送信などが正しく動作しません。
      </Typography.Paragraph>

      <h2>ご注意</h2>
      <ul>
        <li>推奨環境であっても、ブラウザの拡張機能やセキュリティソフトの設定によっては、正しく表示されない場合があります。</li>
        <li>Internet Explorer はサポートを終了しています。上記のブラウザをご利用ください。</li>
        <li>写真のアップロードには、安定した通信環境でのご利用をおすすめします。</li>
        <li>契約書などのPDFを表示するには、PDFを閲覧できるアプリまたはブラウザが必要です。</li>
      </ul>

      <Alert
        type="info"
        showIcon
        title="表示がおかしいときは"
        description="ブラウザを最新版に更新し、キャッシュを削除してから再度お試しください。それでも解決しない場合は、お問い合わせフォームからご連絡ください。"
        style={{ marginTop: 24 }}
      />
    </ContentPage>
  );
}
